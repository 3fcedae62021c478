import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import seed from "../../src/scripts/seed"
import { DEMO_CUSTOMER } from "../../src/scripts/seed/catalogue"
import { OFFERS } from "../../src/scripts/seed/content-data"
import { DEMO_ADDRESS } from "../../src/scripts/seed/demo-address"
import {
  EBIKE_DELIVERY_CODE,
  EID_CODE,
  FREE_HELMET_CODE,
  OFFER_SOURCES,
  PROMOTIONS,
  RETIRED_OFFERS,
  SALE,
  SALE_PRODUCTS,
} from "../../src/scripts/seed/promotions-data"

// Seeded pictures go to a throw-away folder, not the developer's .data.
process.env.MEDUSA_UPLOAD_DIR = mkdtempSync(join(tmpdir(), "chaka-uploads-"))
jest.setTimeout(900_000)

const runSeed = (container: MedusaContainer) => seed({ container, args: [] } as Parameters<typeof seed>[0])
const TOTALS = "fields=id,item_subtotal,item_discount_total,discount_total,shipping_subtotal,shipping_total,total,*promotions"

type Headers = { headers: Record<string, string> }
type Cart = {
  id: string
  item_subtotal: number
  item_discount_total: number
  shipping_subtotal: number
  shipping_total: number
  total: number
  promotions: { code: string }[]
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let customer: Headers
    let visitor: Headers
    let regionId: string
    const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY)

    beforeAll(async () => {
      // Twice: the second run finds everything and adds nothing.
      await runSeed(getContainer())
      await runSeed(getContainer())
      const config = (await api.get("/storefront/config")).data
      regionId = config.region_id
      visitor = { headers: { "x-publishable-api-key": config.publishable_key } }
      const { data } = await api.post("/auth/customer/emailpass", { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })
      customer = { headers: { authorization: `Bearer ${data.token}`, ...visitor.headers } }
    })

    const variantOf = async (handle: string) => {
      const { data } = await query().graph({ entity: "product", fields: ["variants.id"], filters: { handle } })
      return (data[0] as { variants: { id: string }[] }).variants[0].id
    }
    const cartWith = async (handles: string[], address = DEMO_ADDRESS) => {
      const { data } = await api.post("/store/carts", { region_id: regionId }, customer)
      const id = data.cart.id as string
      for (const handle of handles) await api.post(`/store/carts/${id}/line-items`, { variant_id: await variantOf(handle), quantity: 1 }, customer)
      await api.post(`/store/carts/${id}`, { shipping_address: address }, customer)
      return id
    }
    const cart = async (id: string) => (await api.get(`/store/carts/${id}?${TOTALS}`, customer)).data.cart as Cart

    it("makes each campaign, promotion and the sale's price list once, and each offer card names its own", async () => {
      const promotionModule = getContainer().resolve(Modules.PROMOTION)
      const campaigns = await promotionModule.listCampaigns({ campaign_identifier: PROMOTIONS.map((p) => p.campaign.identifier) })
      expect(campaigns.map((c) => c.campaign_identifier).sort()).toEqual(PROMOTIONS.map((p) => p.campaign.identifier).sort())
      const promotions = await promotionModule.listPromotions({ code: PROMOTIONS.map((p) => p.code) }, { relations: ["campaign", "campaign.budget"] })
      expect(promotions.map((p) => p.code).sort()).toEqual([EBIKE_DELIVERY_CODE, EID_CODE, FREE_HELMET_CODE].sort())
      const eid = promotions.find((p) => p.code === EID_CODE)!
      expect(eid).toMatchObject({ is_automatic: false, status: "active", limit: 500 })
      expect(eid.campaign?.budget).toMatchObject({ type: "use_by_attribute", attribute: "customer_id", limit: 1 })
      expect(new Date(eid.campaign!.ends_at!).getTime()).toBeGreaterThan(Date.now())

      const lists = (await getContainer().resolve(Modules.PRICING).listPriceLists({}, { take: null })).filter((list) => list.title === SALE.title)
      expect(lists).toHaveLength(1)

      const { data: offers } = await query().graph({ entity: "offer", fields: ["id", "name", "promotion_id", "price_list_id"] })
      for (const [name, source] of Object.entries(OFFER_SOURCES)) {
        const cards = (offers as { name: string; promotion_id: string | null; price_list_id: string | null }[]).filter((o) => o.name === name)
        expect(cards).toHaveLength(1)
        if ("promotion" in source) expect(cards[0].promotion_id).toBe(promotions.find((p) => p.code === source.promotion)!.id)
        else expect(cards[0].price_list_id).toBe(lists[0].id)
      }
      for (const retired of Object.keys(RETIRED_OFFERS)) expect(offers.some((o) => o.name === retired)).toBe(false)
      // The home page shows every seeded card: the campaigns are live, the plain link always.
      const home = (await api.get("/storefront/home")).data.offers as { name: string; kind: string | null }[]
      expect(home.map((o) => o.name).sort()).toEqual(OFFERS.map((o) => o.name).sort())
    })

    it("the Eid code applies to a signed-in customer's cart of bicycles: 10 % off", async () => {
      const id = await cartWith(["phoenix-city-classic-26"])
      const { data } = await api.post(`/store/carts/${id}/promotions`, { promo_codes: [EID_CODE] }, customer)
      expect(data.cart.promotions.map((p: { code: string }) => p.code)).toContain(EID_CODE)
      const applied = await cart(id)
      expect(applied).toMatchObject({ item_subtotal: 12_500, item_discount_total: 1_250 })
    })

    it("a helmet is free with a bicycle over ৳ 25 000, without a code; not with a cheaper one", async () => {
      const id = await cartWith(["hike-trail-blazer-27-5", "hike-trail-mips-helmet"])
      const withBike = await cart(id)
      expect(withBike.promotions.map((p) => p.code)).toContain(FREE_HELMET_CODE)
      expect(withBike).toMatchObject({ item_subtotal: 32_500 + 8_600, item_discount_total: 8_600 })

      const cheap = await cart(await cartWith(["phoenix-city-classic-26", "hike-trail-mips-helmet"]))
      expect(cheap.promotions.map((p) => p.code)).not.toContain(FREE_HELMET_CODE)
      expect(cheap.item_discount_total).toBe(0)
    })

    it("an e-bike delivered inside Dhaka carries the free-delivery promotion", async () => {
      const id = await cartWith(["duranta-e-ride-city"])
      const { data: options } = await api.get(`/store/shipping-options?cart_id=${id}`, customer)
      const home = options.shipping_options.find((option: { name: string }) => option.name === "Home delivery")
      await api.post(`/store/carts/${id}/shipping-methods`, { option_id: home.id }, customer)
      const shown = await cart(id)
      expect(shown.promotions.map((p) => p.code)).toContain(EBIKE_DELIVERY_CODE)
      expect(shown.shipping_subtotal).toBeGreaterThan(0)
      expect(shown.shipping_total).toBe(0)
    })

    it("the sale's products cost their sale price in the store API, the regular price beside it", async () => {
      const { data } = await api.get(
        `/store/products?region_id=${regionId}&handle[]=${SALE_PRODUCTS.map((p) => p.handle).join("&handle[]=")}&fields=handle,*variants.calculated_price`,
        visitor
      )
      for (const seeded of SALE_PRODUCTS) {
        const product = (data.products as { handle: string; variants: { calculated_price: Record<string, unknown> }[] }[]).find(
          (p) => p.handle === seeded.handle
        )
        expect(product?.variants[0].calculated_price).toMatchObject({ calculated_amount: seeded.sale, original_amount: seeded.price })
      }
    })
  },
})
