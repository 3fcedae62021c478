/**
 * The demo campaigns the home page's offer cards advertise, as Medusa promotions and a price list
 * (promotions.ts seeds them). Pure data: categories by handle, amounts in whole taka, dates as
 * offsets from the day the shop is seeded (so a fresh demo shop always has them running).
 */
import { CATEGORIES, PRODUCTS } from "./catalogue"

const DAY = 24 * 60 * 60 * 1000

/** Every bicycle's sub-category (all but the accessories). */
export const BICYCLE_CATEGORIES = CATEGORIES.filter((category) => category.handle !== "accessories").flatMap((category) =>
  category.children.map((child) => child.handle)
)
export const EBIKE_CATEGORIES = CATEGORIES.find((category) => category.handle === "electric")!.children.map((child) => child.handle)
export const HELMET_CATEGORIES = ["helmets"]

/** The Eid code: 10 % off bicycles, once per customer, 500 uses in all. */
export const EID_CODE = "EID2026"
/** Free delivery of e-bikes inside Dhaka (the address's division, `province`, as bd-commerce stores it), without a code. */
export const EBIKE_DELIVERY_CODE = "EBIKE-DHAKA-FREE-DELIVERY"
/** A free helmet with any bicycle over ৳ 25 000, without a code (buy X get Y). */
export const FREE_HELMET_CODE = "FREE-HELMET-WITH-BICYCLE"
export const FREE_HELMET_ABOVE = 25_000

/** A rule as the Promotion module takes it; `categories` are handles, resolved to ids by the seed. */
export type RuleSeed = { attribute: string; operator: "in" | "eq" | "gt"; values: string[] } | { categories: string[] }

export type PromotionSeed = {
  code: string
  campaign: { identifier: string; name: string; description: string; startsInDays: number; endsInDays: number | null }
  is_automatic: boolean
  type: "standard" | "buyget"
  limit?: number
  /** One use per customer (the campaign's `use_by_attribute` budget on `customer_id`). */
  oncePerCustomer?: boolean
  application_method: {
    type: "percentage"
    target_type: "items" | "shipping_methods"
    allocation: "each" | "across"
    value: number
    max_quantity?: number
    buy_rules_min_quantity?: number
    apply_to_quantity?: number
    target_rules?: RuleSeed[]
    buy_rules?: RuleSeed[]
  }
  rules?: RuleSeed[]
}

export const PROMOTIONS: PromotionSeed[] = [
  {
    code: EBIKE_DELIVERY_CODE,
    campaign: {
      identifier: "EBIKE-DHAKA-DELIVERY",
      name: "E-bikes: free delivery in Dhaka",
      description: "Home delivery is free for a cart with an e-bike delivered inside Dhaka division",
      startsInDays: -1,
      endsInDays: null,
    },
    is_automatic: true,
    type: "standard",
    application_method: { type: "percentage", target_type: "shipping_methods", allocation: "each", value: 100, max_quantity: 1 },
    rules: [{ categories: EBIKE_CATEGORIES }, { attribute: "shipping_address.province", operator: "eq", values: ["Dhaka"] }],
  },
  {
    code: FREE_HELMET_CODE,
    campaign: {
      identifier: "FREE-HELMET",
      name: "Free helmet with a bicycle",
      description: `One helmet free with any bicycle over BDT ${FREE_HELMET_ABOVE}`,
      startsInDays: -1,
      endsInDays: null,
    },
    is_automatic: true,
    type: "buyget",
    application_method: {
      type: "percentage",
      target_type: "items",
      allocation: "each",
      value: 100,
      max_quantity: 1,
      buy_rules_min_quantity: 1,
      apply_to_quantity: 1,
      buy_rules: [{ categories: BICYCLE_CATEGORIES }, { attribute: "items.unit_price", operator: "gt", values: [String(FREE_HELMET_ABOVE)] }],
      target_rules: [{ categories: HELMET_CATEGORIES }],
    },
  },
  {
    code: EID_CODE,
    campaign: {
      identifier: "EID2026",
      name: "Eid cycle fest",
      description: "10 % off bicycles with the code EID2026, once per customer",
      startsInDays: -1,
      endsInDays: 60,
    },
    is_automatic: false,
    type: "standard",
    limit: 500,
    oncePerCustomer: true,
    application_method: { type: "percentage", target_type: "items", allocation: "across", value: 10, target_rules: [{ categories: BICYCLE_CATEGORIES }] },
  },
]

/** The sale: a price list (Medusa's "sale" type) taking up to 15 % off a few bicycles. */
export const SALE = {
  title: "Eid cycle fest sale",
  description: "Up to 15 % off selected BMX and folding bicycles",
  startsInDays: -1,
  endsInDays: 60,
  /** Product handle → percent off (the sale price is rounded to whole tens of taka). */
  discounts: { "hike-stunt-pro-bmx": 10, "upland-gate-racer-bmx": 15, "bianchi-pieghevole-lite": 15 } as Record<string, number>,
}

/** A sale price: `percent` off, to whole tens of taka. */
export const salePrice = (price: number, percent: number) => Math.round((price * (100 - percent)) / 1000) * 10

/** The sale's products with their regular and sale prices. */
export const SALE_PRODUCTS = PRODUCTS.filter((product) => SALE.discounts[product.handle] !== undefined).map((product) => ({
  handle: product.handle,
  price: product.price,
  sale: salePrice(product.price, SALE.discounts[product.handle]),
}))

/** When a campaign or price list starts and ends, counted from `now`. */
export const windowFrom = (now: Date, startsInDays: number, endsInDays: number | null) => ({
  starts_at: new Date(now.getTime() + startsInDays * DAY),
  ends_at: endsInDays === null ? null : new Date(now.getTime() + endsInDays * DAY),
})

/** Which offer card (by its English name, content-data.ts) advertises which campaign. */
export const OFFER_SOURCES: Record<string, { promotion: string } | { price_list: string }> = {
  "Eid cycle fest: up to 15% off": { price_list: SALE.title },
  "Free helmet with any bicycle over BDT 25,000": { promotion: FREE_HELMET_CODE },
  "E-bikes: free delivery in Dhaka": { promotion: EBIKE_DELIVERY_CODE },
  "Code EID2026: 10% off bicycles": { promotion: EID_CODE },
}

/** An offer card's earlier name, replaced by the one that says what the promotion does. */
export const RETIRED_OFFERS: Record<string, string> = { "Free helmet with every mountain bike": "Free helmet with any bicycle over BDT 25,000" }
