import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { edgeAroundRunnerServer } from "./helpers/shop-edge"
import { failure, signIn, type Session } from "./helpers/accounts"
import { completeCart, createProduct, readyCart, registerCustomer, workflowsSettled } from "./helpers/checkout"
import { allIndexWritesDone } from "../../src/workflows/catalogue/rules/index-writes"
import { multipart, seedPhoto } from "./helpers/multipart"
import { CURRENCY_CODE } from "@chaka/rules"

process.env.MEDUSA_UPLOAD_DIR = mkdtempSync(join(tmpdir(), "chaka-uploads-"))
jest.setTimeout(300_000)

// As src/server.ts does in production: the shop's edge (and its cache) in front of the server.
const cache = edgeAroundRunnerServer({ maxMb: 8 }).cache!

const form = (fields: Record<string, string>) => multipart(fields, { image: seedPhoto() })

type Variant = { id: string; inventory_quantity: number; calculated_price: { calculated_amount: number } }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let product: { productId: string; variantId: string; inventoryItemId: string }

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
    })
    beforeEach(async () => {
      // The runner puts the database back between tests behind the server's back.
      cache.invalidate()
      product = await createProduct(getContainer(), session.shop, "Phoenix Cruiser", 14500, 6)
    })

    const productPath = () =>
      `/store/products/${product.productId}?region_id=${session.shop.regionId}&fields=title,*variants.calculated_price,+variants.inventory_quantity`
    /** What a visitor's product page reads, and whether the cache answered it. */
    const productPage = async () => {
      const response = await api.get(productPath(), session.visitor)
      const variant: Variant = response.data.product.variants[0]
      return {
        title: response.data.product.title as string,
        price: variant.calculated_price.calculated_amount,
        stock: variant.inventory_quantity,
        cache: response.headers["x-cache"] as string | undefined,
      }
    }
    const listing = async () => {
      const response = await api.get("/store/catalogue/products?limit=24&offset=0&q=phoenix", session.visitor)
      return { titles: response.data.products.map((p: { title: string }) => p.title) as string[], cache: response.headers["x-cache"] }
    }

    it("answers repeated catalogue reads itself", async () => {
      expect((await productPage()).cache).toBe("MISS")
      expect(await productPage()).toMatchObject({ title: "Phoenix Cruiser", price: 14500, stock: 6, cache: "HIT" })
      await listing()
      expect((await listing()).cache).toBe("HIT")
      // A signed-in shopper's read goes to Medusa.
      const signedIn = await api.get(productPath(), session.customer)
      expect(signedIn.headers["x-cache"]).toBeUndefined()
    })

    it("answers the storefront's CORS preflights as Medusa does, from memory, and lets browsers keep them", async () => {
      const preflight = (origin: string) =>
        api.options("/store/catalogue/products?limit=24", {
          headers: { origin, "access-control-request-method": "GET", "access-control-request-headers": "accept,x-publishable-api-key" },
          validateStatus: () => true,
        })
      const storefront = "http://localhost:8000" // the default STOREFRONT_URL, allowed by STORE_CORS
      const [first, second] = [await preflight(storefront), await preflight(storefront)]
      expect([first.headers["x-cache"], second.headers["x-cache"]]).toEqual(["MISS", "HIT"])
      for (const answer of [first, second]) {
        expect(answer.status).toBe(204)
        expect(answer.headers["access-control-allow-origin"]).toBe(storefront)
        expect(answer.headers["access-control-allow-headers"]).toBe("accept,x-publishable-api-key")
        expect(answer.headers["access-control-allow-credentials"]).toBe("true")
        expect(answer.headers["access-control-max-age"]).toBe("7200")
      }
      // An origin STORE_CORS does not list is still refused, by Medusa's answer and its replay.
      for (const answer of [await preflight("http://evil.example"), await preflight("http://evil.example")]) {
        expect(answer.headers["access-control-allow-origin"]).toBeUndefined()
      }
    })

    it("takes a visitor's publishable key from the address (no preflight needed), sharing the header-sent answer", async () => {
      const withKey = `${productPath()}&publishable_key=${session.shop.publishableKey}`
      const inAddress = await api.get(withKey)
      expect(inAddress.data.product).toMatchObject({ title: "Phoenix Cruiser", variants: [{ inventory_quantity: 6 }] })
      expect((await productPage()).cache).toBe("HIT")
      // Without a key anywhere, Medusa still refuses the read.
      const noKey = await api.get(productPath(), { validateStatus: () => true })
      expect(noKey.status).toBe(400)
      expect(noKey.data.message).toMatch(/Publishable API key required/)
    })

    it("shows an admin's product, price and stock edits on the very next read", async () => {
      await productPage()
      await listing()
      expect((await productPage()).cache).toBe("HIT")

      await api.post(`/admin/products/${product.productId}`, { title: "Phoenix Cruiser Deluxe" }, session.admin)
      expect(await productPage()).toMatchObject({ title: "Phoenix Cruiser Deluxe", price: 14500, stock: 6 })
      expect((await listing()).titles).toEqual(["Phoenix Cruiser Deluxe"])

      await api.post(
        `/admin/products/${product.productId}/variants/${product.variantId}`,
        { prices: [{ currency_code: CURRENCY_CODE, amount: 13900 }] },
        session.admin
      )
      expect((await productPage()).price).toBe(13900)

      await api.post(
        `/admin/inventory-items/${product.inventoryItemId}/location-levels/${session.shop.stockLocationId}`,
        { stocked_quantity: 2 },
        session.admin
      )
      expect((await productPage()).stock).toBe(2)

      // The shop's own admin route (the storefront's admin area) too.
      await api.post(`/admin/shop-products/${product.productId}`, { price: 12500, stock: 9 }, session.admin)
      expect(await productPage()).toMatchObject({ price: 12500, stock: 9 })
    })

    it("shows less stock as soon as a shopper's order is placed", async () => {
      expect((await productPage()).stock).toBe(6)
      const shopper = await registerCustomer(api, session.shop.publishableKey, "cache-shopper@example.com")
      const cart = await readyCart(api, shopper, session.shop.regionId, [{ variantId: product.variantId, quantity: 2 }])
      // Filling the cart keeps the catalogue cached...
      expect((await productPage()).cache).toBe("HIT")
      await completeCart(api, shopper, cart.id)
      // ...placing the order does not.
      expect(await productPage()).toMatchObject({ stock: 4, cache: "MISS" })
    })

    /** Medusa's events are handled just after the change commits: wait for what they forget. */
    const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5000) => {
      const until = Date.now() + ms
      for (;;) {
        const value = await read()
        if (done(value) || Date.now() > until) return value
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }

    it("an order forgets only the products it bought; the listing only when one sells out", async () => {
      const other = await createProduct(getContainer(), session.shop, "Phoenix Roadster", 16000, 3)
      const otherPage = async () => (await api.get(`/store/products/${other.productId}?region_id=${session.shop.regionId}`, session.visitor)).headers["x-cache"]
      await productPage()
      await otherPage()
      await listing()
      const shopper = await registerCustomer(api, session.shop.publishableKey, "cache-buyer@example.com")
      const buy = async (quantity: number) =>
        completeCart(api, shopper, (await readyCart(api, shopper, session.shop.regionId, [{ variantId: product.variantId, quantity }])).id)

      await buy(2)
      expect(await productPage()).toMatchObject({ stock: 4, cache: "MISS" })
      expect(await otherPage()).toBe("HIT")
      // Still in stock: the listing keeps its answer (after the order's event was handled).
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect((await listing()).cache).toBe("HIT")

      await buy(4)
      expect((await productPage()).stock).toBe(0)
      expect(await eventually(listing, (read) => read.cache === "MISS")).toMatchObject({ cache: "MISS" })
      expect(await otherPage()).toBe("HIT")
    })

    it("an order keeps the best-selling answers and the home page unless it moves the best-selling order", async () => {
      const other = await createProduct(getContainer(), session.shop, "Phoenix Roadster", 16000, 10)
      const bestSelling = async () => {
        const response = await api.get("/store/catalogue/products?limit=24&offset=0&q=phoenix&order=best_selling", session.visitor)
        return { titles: response.data.products.map((p: { title: string }) => p.title) as string[], cache: response.headers["x-cache"] as string }
      }
      const home = async () => (await api.get("/storefront/home")).headers["x-cache"] as string
      const shopper = await registerCustomer(api, session.shop.publishableKey, "best-seller@example.com")
      const buy = async (variantId: string, quantity: number) => {
        await completeCart(api, shopper, (await readyCart(api, shopper, session.shop.regionId, [{ variantId, quantity }])).id)
        // The order's events handled: the index written, and what it forgets forgotten.
        await workflowsSettled(getContainer())
        await allIndexWritesDone()
      }
      // Nothing sold: the newest first.
      expect(await bestSelling()).toMatchObject({ titles: ["Phoenix Roadster", "Phoenix Cruiser"] })
      await home()

      // The Cruiser's first sale puts it ahead: the order moved.
      await buy(product.variantId, 1)
      expect(await bestSelling()).toEqual({ titles: ["Phoenix Cruiser", "Phoenix Roadster"], cache: "MISS" })
      expect(await home()).toBe("MISS")
      // Its second changes its count (1 → 2) but passes nobody: the answers stay.
      await buy(product.variantId, 1)
      expect(await bestSelling()).toEqual({ titles: ["Phoenix Cruiser", "Phoenix Roadster"], cache: "HIT" })
      expect(await home()).toBe("HIT")
      // The Roadster's 3 pass the Cruiser's 2: forgotten, and shown in the new order.
      await buy(other.variantId, 3)
      expect(await bestSelling()).toEqual({ titles: ["Phoenix Roadster", "Phoenix Cruiser"], cache: "MISS" })
      expect(await home()).toBe("MISS")
    })

    it("a refused write leaves the cache as it was", async () => {
      await productPage()
      await listing()
      const refused = [
        await failure(api.post("/store/reviews", {}, session.visitor)),
        await failure(api.post(`/admin/products/${product.productId}`, { title: "Stolen" }, session.customer)),
        await failure(api.post("/store/carts/cart_nope/complete", {}, session.customer)),
      ]
      expect(refused.map((response) => response.status)).toEqual([401, 401, 404])
      expect((await productPage()).cache).toBe("HIT")
      expect((await listing()).cache).toBe("HIT")
    })

    it("an edit made outside HTTP (a workflow run by code, as a worker or a job would) shows on the next read", async () => {
      await productPage()
      expect((await productPage()).cache).toBe("HIT")
      await updateProductsWorkflow(getContainer()).run({ input: { selector: { id: product.productId }, update: { title: "Phoenix Cruiser Classic" } } })
      expect(await eventually(productPage, (page) => page.title === "Phoenix Cruiser Classic")).toMatchObject({ title: "Phoenix Cruiser Classic" })
      expect((await listing()).titles).toEqual(["Phoenix Cruiser Classic"])
    })

    it("labels catalogue answers with their tags for a CDN", async () => {
      await productPage()
      const hit = await api.get(productPath(), session.visitor)
      expect(hit.headers["cache-tag"]).toBe(product.productId)
      expect(hit.headers["surrogate-key"]).toBe(product.productId)
      expect(hit.headers["etag"]).toMatch(/^".+"$/)
      const list = await api.get("/store/catalogue/products?limit=24&offset=0&q=phoenix", session.visitor)
      expect(list.headers["cache-tag"]).toBe("catalogue")
    })

    it("shows news and sliders an admin adds or removes on the very next read", async () => {
      const home = async () => (await api.get("/storefront/home")).data
      const news = async () => (await api.get("/store/news?limit=8", session.visitor)).data.news.map((n: { title: string }) => n.title)
      const before = await home()
      expect(await news()).toEqual([])
      await home()
      expect((await api.get("/storefront/home")).headers["x-cache"]).toBe("HIT")

      const slider = await api.post("/admin/sliders", form({ url: "/shop" }), session.admin)
      expect((await home()).sliders.map((s: { id: string }) => s.id)).toEqual([...before.sliders.map((s: { id: string }) => s.id), slider.data.slider.id])
      await api.post("/admin/news", form({ title: "Monsoon riding tips", description: "Keep your chain oiled.", date: "2026-07-01" }), session.admin)
      expect(await news()).toEqual(["Monsoon riding tips"])

      await api.delete(`/admin/sliders/${slider.data.slider.id}`, session.admin)
      expect((await home()).sliders).toEqual(before.sliders)
    })
  },
})
