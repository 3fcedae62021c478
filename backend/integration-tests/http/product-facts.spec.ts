import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { messages } from "../../src/lib/messages"
import { PRODUCT_FACTS_MODULE } from "../../src/modules/product-facts"
import type ProductFactsModuleService from "../../src/modules/product-facts/service"
import { allIndexWritesDone } from "../../src/workflows/catalogue/rules/index-writes"
import { edgeAroundRunnerServer } from "./helpers/shop-edge"
import { failure, signIn, type Session } from "./helpers/accounts"
import { createProduct } from "./helpers/checkout"

jest.setTimeout(300_000)

/*
 * A bicycle's facts (issue 56): set by an admin through POST /admin/shop-products/:id/facts (the
 * dashboard's widget and the storefront admin's form call it), read by the product page from
 * Medusa's store product (English and Bangla texts), filtered by on the /shop page (wheel and
 * frame size), and forgotten by the caches like any edit of the product. The shop's edge sits
 * in front of the server, as in production.
 */
const cache = edgeAroundRunnerServer({ maxMb: 8 }).cache!

const TRAIL = {
  frame_size: "M (17 in)",
  frame_material: "Aluminium alloy",
  frame_material_bn: "অ্যালুমিনিয়াম অ্যালয়",
  wheel_size_in: 27.5,
  gears: 21,
  brakes: "Mechanical disc",
  brakes_bn: "মেকানিক্যাল ডিস্ক",
  weight_kg: 14.8,
  suspension: "Front fork",
  suspension_bn: "সামনের ফর্ক",
  rider_height_min_cm: 160,
  rider_height_max_cm: 178,
  warranty_frame_months: 60,
  warranty_parts_months: 12,
}

type Listed = { id: string; title: string }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let trail: { productId: string }
    let city: { productId: string }
    let plain: { productId: string }

    beforeAll(async () => {
      const container = getContainer()
      session = await signIn(container, api)
      trail = await createProduct(container, session.shop, "Trail Blazer 27.5", 32_500, 5)
      city = await createProduct(container, session.shop, "City Classic 26", 12_500, 5)
      plain = await createProduct(container, session.shop, "Plain Helmet", 8_600, 5)
      await allIndexWritesDone()
    })
    beforeEach(() => cache.invalidate())

    const facts = (id: string, body: unknown, as = session.admin) => api.post(`/admin/shop-products/${id}/facts`, body, as)
    const stored = async (id: string) => {
      const service = getContainer().resolve<ProductFactsModuleService>(PRODUCT_FACTS_MODULE)
      return service.listProductFacts({ product_id: id })
    }
    const productPage = async (id: string) => {
      const response = await api.get(`/store/products/${id}?fields=title,+product_facts.*`, session.visitor)
      return { product: response.data.product, cache: response.headers["x-cache"] as string | undefined }
    }
    const titles = async (query: string) => {
      const response = await api.get(`/store/catalogue/products?limit=24&${query}`, session.visitor)
      return (response.data.products as Listed[]).map((product) => product.title).sort()
    }

    it("keeps the facts an admin sets and shows them on the store's product, in English and Bangla", async () => {
      const answer = await facts(trail.productId, TRAIL)
      expect(answer.status).toBe(200)
      expect(answer.data.facts).toEqual(TRAIL)
      await allIndexWritesDone()
      const { product } = await productPage(trail.productId)
      expect(product.product_facts).toMatchObject(TRAIL)
      // Form values (strings) are read as numbers; null removes a fact; absent ones stay.
      const changed = await facts(trail.productId, { gears: "24", suspension_bn: null, weight_kg: "15.1" })
      expect(changed.data.facts).toEqual({ ...TRAIL, gears: 24, suspension_bn: null, weight_kg: 15.1 })
      expect((await api.get(`/admin/shop-products/${trail.productId}/facts`, session.admin)).data.facts).toEqual(changed.data.facts)
      // A product without facts answers none.
      expect((await api.get(`/admin/shop-products/${plain.productId}/facts`, session.admin)).data.facts).toBeNull()
      expect((await productPage(plain.productId)).product.product_facts ?? null).toBeNull()
      await facts(trail.productId, TRAIL)
    })

    it("filters the shop by wheel size and frame size, values in the address; the facets list them", async () => {
      await facts(trail.productId, TRAIL)
      await facts(city.productId, { wheel_size_in: 26, frame_size: "20 in" })
      await allIndexWritesDone()
      expect(await titles("wheel=27.5")).toEqual(["Trail Blazer 27.5"])
      expect(await titles("wheel=26")).toEqual(["City Classic 26"])
      expect(await titles("wheel=26|27.5")).toEqual(["City Classic 26", "Trail Blazer 27.5"])
      expect(await titles("frame=m%20(17%20in)")).toEqual(["Trail Blazer 27.5"])
      expect(await titles("frame=20%20in&wheel=27.5")).toEqual([])
      expect(await titles("wheel=29")).toEqual([])
      const refused = await failure(api.get("/store/catalogue/products?wheel=big", session.visitor))
      expect(refused.status).toBe(400)
      expect(refused.data.message).toContain(messages.catalogueFactInvalid("wheel"))
      const facets = (await api.get("/store/catalogue/facets", session.visitor)).data
      expect(facets.wheels).toEqual([
        { value: "26", count: 1 },
        { value: "27.5", count: 1 },
      ])
      expect(facets.frames).toEqual(
        expect.arrayContaining([
          { name: "M (17 in)", count: 1 },
          { name: "20 in", count: 1 },
        ])
      )
    })

    it("forgets the cached product and listing when the facts change", async () => {
      await facts(trail.productId, TRAIL)
      await allIndexWritesDone()
      await productPage(trail.productId)
      expect((await productPage(trail.productId)).cache).toBe("HIT")
      await facts(trail.productId, { gears: 9, wheel_size_in: 29 })
      await allIndexWritesDone()
      const again = await productPage(trail.productId)
      expect(again.cache).not.toBe("HIT")
      expect(again.product.product_facts.gears).toBe(9)
      expect(await titles("wheel=29")).toEqual(["Trail Blazer 27.5"])
      await facts(trail.productId, TRAIL)
    })

    it("refuses strangers: a visitor or a customer cannot write facts, and nothing is written", async () => {
      const before = await stored(city.productId)
      for (const as of [session.visitor, session.customer, { headers: {} }]) {
        const refused = await failure(facts(city.productId, { gears: 3 }, as))
        expect([401, 403]).toContain(refused.status)
        expect(typeof refused.data.message).toBe("string")
        expect((await failure(api.get(`/admin/shop-products/${city.productId}/facts`, as))).status).toBeGreaterThanOrEqual(401)
      }
      expect(await stored(city.productId)).toEqual(before)
    })

    it("refuses odd values with a message and writes nothing", async () => {
      await facts(trail.productId, TRAIL)
      const before = await stored(trail.productId)
      const cases: [unknown, number, string][] = [
        [{ brakes: "Disc\u0000" }, 400, "NUL"],
        [{ brakes: "x".repeat(40_000) }, 400, ""],
        [{ gears: -1 }, 400, messages.productFactsWhole("gears", 1, 40)],
        [{ gears: 1.5 }, 400, messages.productFactsWhole("gears", 1, 40)],
        // Beyond any exact number: refused by the input guard before the facts' rules.
        [{ gears: 1e300 }, 400, 'The field "gears" is out of range'],
        [{ weight_kg: 81 }, 400, "weight_kg must be a number from 1 to 80"],
        [{ gears: 41 }, 400, messages.productFactsWhole("gears", 1, 40)],
        [{ wheel_size_in: -1 }, 400, "wheel_size_in must be a number from 8 to 36"],
        [{ rider_height_min_cm: 190 }, 400, messages.productFactsHeightOrder],
        [{ colour: "red" }, 400, "Unknown facts: colour"],
        [{}, 400, messages.productFactsNothingSent],
        // Over the body parser's 100 KB: refused before anything reads it.
        [{ brakes: "x".repeat(1024 * 1024) }, 413, ""],
      ]
      for (const [body, status, message] of cases) {
        const refused = await failure(facts(trail.productId, body))
        expect({ body: JSON.stringify(body).slice(0, 40), status: refused.status }).toEqual({ body: JSON.stringify(body).slice(0, 40), status })
        expect(typeof refused.data.message).toBe("string")
        expect(refused.data.message).toContain(message)
      }
      const unknown = await failure(facts("prod_01NOTTHERE", { gears: 3 }))
      expect(unknown.status).toBe(404)
      expect(unknown.data.message).toBe(messages.productNotFound("prod_01NOTTHERE"))
      expect(await stored(trail.productId)).toEqual(before)
      expect(await stored("prod_01NOTTHERE")).toEqual([])
    })
  },
})
