import { FeatureFlag } from "@medusajs/framework/utils"
import { catalogueDocuments, catalogueKey } from "../index-documents"

/*
 * How a product becomes a catalogue document: which variant is its offer, which categories
 * it is found under, and which products have none. Query stands in for Medusa here: prices and
 * categories as Medusa would answer them (the integration tests read them from PostgreSQL).
 */
type Graph = { entity: string; filters?: { id?: string[]; reference_id?: string[]; locale_code?: string } }

const CATEGORIES = [
  { id: "pcat_bikes", name: "Bicycles", handle: "bicycles", mpath: "pcat_bikes", rank: 0, is_active: true, is_internal: false },
  { id: "pcat_mtb", name: "Mountain  Bikes", handle: "mountain", mpath: "pcat_bikes.pcat_mtb", rank: 0, is_active: true, is_internal: false },
  { id: "pcat_hard", name: "Hardtail", handle: "hardtail", mpath: "pcat_bikes.pcat_mtb.pcat_hard", rank: 1, is_active: true, is_internal: false },
  { id: "pcat_hidden", name: "Staff picks", handle: "staff", mpath: "pcat_hidden", rank: 0, is_active: true, is_internal: true },
]

/** Order items as Medusa keeps them: 2 units in a live order, the earlier version of an edited order, a canceled order, a draft. */
const SOLD_ITEMS = [
  { quantity: 2, version: 2, item: { product_id: "prod_1" }, order: { status: "pending", version: 2, is_draft_order: false } },
  { quantity: 5, version: 1, item: { product_id: "prod_1" }, order: { status: "pending", version: 2, is_draft_order: false } },
  { quantity: 3, version: 1, item: { product_id: "prod_1" }, order: { status: "canceled", version: 1, is_draft_order: false } },
  { quantity: 4, version: 1, item: { product_id: "prod_1" }, order: { status: "draft", version: 1, is_draft_order: true } },
]

/** What the Translation module keeps in Bangla: the product's title (a blank description is none), a category's name, the type's value. */
const BANGLA = [
  { reference_id: "prod_1", translations: { title: "হাইক ট্রেইল ২৯", description: " " } },
  { reference_id: "pcat_mtb", translations: { name: "মাউন্টেন বাইক" } },
  { reference_id: "ptyp_geared", translations: { value: "গিয়ার" } },
]

function contextWith(prices: Record<string, number>) {
  const graph = async ({ entity, filters }: Graph) => {
    if (entity === "translation") return { data: filters?.locale_code === "bn-BD" ? BANGLA.filter((t) => filters.reference_id?.includes(t.reference_id)) : [] }
    if (entity === "region") return { data: [{ id: "reg_bd" }] }
    if (entity === "product_variant") {
      return { data: (filters?.id ?? []).map((id) => ({ id, calculated_price: id in prices ? { calculated_amount: prices[id] } : null })) }
    }
    if (entity === "product_category") return { data: CATEGORIES.filter((c) => filters?.id?.includes(c.id)) }
    if (entity === "order_item") return { data: SOLD_ITEMS }
    throw new Error(`unexpected ${entity}`)
  }
  return { graph } as unknown as Parameters<typeof catalogueDocuments>[1]
}

const product = (overrides: Record<string, unknown> = {}) => ({
  id: "prod_1",
  title: "Hike Trail 29",
  handle: "hike-trail-29",
  description: "Light alloy frame",
  thumbnail: null,
  status: "published",
  created_at: "2026-01-01T00:00:00.000Z",
  deleted_at: null,
  type: { id: "ptyp_geared", value: "Geared" },
  brand: { name: "Hike" },
  categories: [{ id: "pcat_hard" }, { id: "pcat_hidden" }],
  sales_channels: [{ id: "sc_shop" }],
  variants: [
    { id: "variant_late", variant_rank: 1, created_at: "2026-01-01", deleted_at: null, manage_inventory: true },
    { id: "variant_first", variant_rank: 0, created_at: "2026-01-02", deleted_at: null, manage_inventory: true },
  ],
  ...overrides,
})

describe("catalogue documents", () => {
  it("offers the first priced variant by rank, at Medusa's price, found under its category and every one above it", async () => {
    const [document] = await catalogueDocuments([product()], contextWith({ variant_first: 18_500, variant_late: 20_000 }))
    expect(document).toMatchObject({
      id: "prod_1",
      variant_id: "variant_first",
      price: 18_500,
      brand: "Hike",
      brand_key: "hike",
      type_key: "geared",
      category_name: "Hardtail",
      category_handle: "hardtail",
      sales_channel_ids: ["sc_shop"],
      // Only the live order's current version counts.
      sold: 2,
    })
    // By handle or by name (spaces folded, any case); an internal category is never one to find it by.
    expect(document.category_keys.sort()).toEqual(["bicycles", "hardtail", "mountain", "mountain bikes"])
    expect(document.category_path).toBe("Bicycles Mountain  Bikes Hardtail")
  })

  it("skips a variant without a price in taka, or deleted", async () => {
    const [unpriced] = await catalogueDocuments([product()], contextWith({ variant_late: 20_000 }))
    expect(unpriced).toMatchObject({ variant_id: "variant_late", price: 20_000 })
    const deleted = product({
      variants: [
        { id: "variant_gone", variant_rank: 0, created_at: "2026-01-01", deleted_at: "2026-02-01", manage_inventory: true },
        { id: "variant_late", variant_rank: 1, created_at: "2026-01-01", deleted_at: null, manage_inventory: false },
      ],
    })
    expect((await catalogueDocuments([deleted], contextWith({ variant_gone: 1, variant_late: 900 })))[0]).toMatchObject({
      variant_id: "variant_late",
      price: 900,
      manage_inventory: false,
    })
  })

  it("makes no document for what a shopper cannot buy: a draft, a deleted product, one in no sales channel or without any price", async () => {
    const prices = { variant_first: 18_500, variant_late: 20_000 }
    expect(await catalogueDocuments([product({ status: "draft" })], contextWith(prices))).toEqual([])
    expect(await catalogueDocuments([product({ deleted_at: "2026-03-01" })], contextWith(prices))).toEqual([])
    expect(await catalogueDocuments([product({ sales_channels: [] })], contextWith(prices))).toEqual([])
    expect(await catalogueDocuments([product()], contextWith({}))).toEqual([])
  })

  it("carries the Bangla of the product, its type and categories where translated, null elsewhere", async () => {
    FeatureFlag.setFlag("translation", true)
    try {
      const [document] = await catalogueDocuments([product()], contextWith({ variant_first: 18_500 }))
      expect(document).toMatchObject({
        title: "Hike Trail 29",
        title_bn: "হাইক ট্রেইল ২৯",
        description_bn: null,
        type_bn: "গিয়ার",
        // The shown category (Hardtail) has no Bangla name; one above it has.
        category_name_bn: null,
        category_path_bn: "মাউন্টেন বাইক",
      })
      // Its Bangla name finds the category too.
      expect(document.category_keys).toContain("মাউন্টেন বাইক")
    } finally {
      FeatureFlag.setFlag("translation", false)
    }
  })

  it("compares names as a shopper types them", () => {
    expect(catalogueKey("  Mountain   Bikes ")).toBe("mountain bikes")
  })
})
