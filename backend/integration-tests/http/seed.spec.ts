import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import seed from "../../src/scripts/seed"
import { BRANDS, CATEGORIES, DEMO_ADMIN, DEMO_CUSTOMER, PRODUCTS } from "../../src/scripts/seed/catalogue"
import { BANGLA_CATEGORIES, BANGLA_PRODUCTS, BANGLA_TYPES } from "../../src/scripts/seed/catalogue-bangla"
import { BANGLA } from "../../src/lib/languages/locale"
import { SALE_PRODUCTS } from "../../src/scripts/seed/promotions-data"
import { OFFERS } from "../../src/scripts/seed/content-data"
import { COUNTRY_CODE, CURRENCY_CODE, REGION_NAME } from "@chaka/rules"
import { SEEDED_FACT_HANDLES, seedFactsOf } from "../../src/scripts/seed/product-facts"
import { ORDER_LIST_DEFAULT, ORDER_LIST_ZONE } from "../../src/scripts/seed/dashboard-layout"

// Seeded pictures go to a throw-away folder, not the developer's .data.
process.env.MEDUSA_UPLOAD_DIR = mkdtempSync(join(tmpdir(), "chaka-uploads-"))

jest.setTimeout(300_000)

type StoreConfig = { publishable_key: string; region_id: string; currency_code: string }
type StoreProduct = {
  title: string
  handle: string
  thumbnail: string
  images: { url: string }[]
  variants: { inventory_quantity: number; calculated_price: { calculated_amount: number; currency_code: string } }[]
}

const runSeed = (container: MedusaContainer) => seed({ container, args: [] } as Parameters<typeof seed>[0])

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let config: StoreConfig
    const store = () => ({ headers: { "x-publishable-api-key": config.publishable_key } })

    beforeAll(async () => {
      await runSeed(getContainer())
    })

    beforeEach(async () => {
      config = (await api.get("/storefront/config")).data
    })

    it("hands the storefront its publishable key and the Bangladesh region in BDT", async () => {
      expect(config.publishable_key).toMatch(/^pk_/)
      expect(config.currency_code).toBe(CURRENCY_CODE)
      const { data } = await api.get(`/store/regions/${config.region_id}`, store())
      expect(data.region.name).toBe(REGION_NAME)
      expect(data.region.countries.map((c: { iso_2: string }) => c.iso_2)).toEqual([COUNTRY_CODE])
    })

    it("lists every seeded product through the store API with taka prices, pictures and stock", async () => {
      const { data } = await api.get(
        `/store/products?region_id=${config.region_id}&limit=100&fields=title,handle,thumbnail,*images,*variants.calculated_price,+variants.inventory_quantity`,
        store()
      )
      const products: StoreProduct[] = data.products
      expect(products.length).toBeGreaterThanOrEqual(30)
      expect(products).toHaveLength(PRODUCTS.length)

      for (const seeded of PRODUCTS) {
        const product = products.find((p) => p.handle === seeded.handle)
        expect(product).toBeDefined()
        expect(product!.title).toBe(seeded.title)
        // A product in the seeded sale (promotions-data.ts) costs its sale price, its regular one beside it.
        const sale = SALE_PRODUCTS.find((p) => p.handle === seeded.handle)
        expect(product!.variants[0].calculated_price).toMatchObject({ calculated_amount: sale?.sale ?? seeded.price, currency_code: CURRENCY_CODE })
        expect(product!.variants[0].inventory_quantity).toBe(seeded.stock)
        expect(product!.thumbnail).toMatch(/\/static\/.+\.webp$/)
        expect(product!.images).toHaveLength(3)
      }
      const prices = products.map((p) => p.variants[0].calculated_price.calculated_amount)
      expect(Math.min(...prices)).toBeLessThanOrEqual(10_000)
      expect(Math.max(...prices)).toBeGreaterThanOrEqual(300_000)
      expect(products.some((p) => p.variants[0].inventory_quantity === 0)).toBe(true)
    })

    it("refuses store requests without the publishable key", async () => {
      const response = await api.get("/store/products").catch((error: { response: unknown }) => error.response)
      expect(response.status).toBe(400)
      expect(response.data.message).toMatch(/publishable/i)
    })

    it("builds the category tree with sub-categories", async () => {
      const { data } = await api.get("/store/product-categories?parent_category_id=null&include_descendants_tree=true&limit=100", store())
      const names = data.product_categories.map((c: { name: string }) => c.name).sort()
      expect(names).toEqual(CATEGORIES.map((c) => c.name).sort())
      for (const parent of CATEGORIES) {
        const found = data.product_categories.find((c: { handle: string }) => c.handle === parent.handle)
        expect(found.category_children.map((c: { handle: string }) => c.handle).sort()).toEqual(parent.children.map((c) => c.handle).sort())
      }
    })

    it("links every product to its brand, type and sub-category", async () => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: products } = await query.graph({
        entity: "product",
        fields: ["handle", "brand.name", "type.value", "categories.handle", "metadata"],
      })
      const brandNames = new Set<string>()
      for (const seeded of PRODUCTS) {
        const product = products.find((p) => p.handle === seeded.handle) as
          { brand?: { name: string }; type?: { value: string }; categories: { handle: string }[]; metadata: { vendor?: string } } | undefined
        expect(product?.brand?.name).toBe(seeded.brand)
        expect(product?.type?.value).toBe(seeded.type)
        expect(product?.categories.map((c) => c.handle)).toEqual([seeded.category])
        expect(product?.metadata.vendor).toBe(seeded.vendor)
        brandNames.add(seeded.brand)
      }
      expect([...brandNames]).toEqual(expect.arrayContaining(["Hike", "Phoenix", "Bianchi"]))
      const { data: brands } = await query.graph({ entity: "brand", fields: ["name"] })
      expect(brands.map((b) => b.name).sort()).toEqual(BRANDS.map((b) => b.name).sort())
      const { data: types } = await query.graph({ entity: "product_type", fields: ["value"] })
      expect(types.map((t) => t.value).sort()).toEqual(["Geared", "Non-Geared"])
    })

    it("gives every demo bicycle its facts (the spec table), read from the product through the link, and filters the shop by them", async () => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: products } = await query.graph({ entity: "product", fields: ["handle", "product_facts.*"], filters: { handle: SEEDED_FACT_HANDLES } })
      expect(products).toHaveLength(SEEDED_FACT_HANDLES.length)
      for (const product of products as unknown as { handle: string; product_facts: Record<string, unknown> }[]) {
        expect(product.product_facts).toMatchObject(seedFactsOf(product.handle)!)
      }
      const wheels = (await api.get("/store/catalogue/facets", store())).data.wheels as { value: string; count: number }[]
      expect(wheels.map((wheel) => wheel.value)).toEqual(["12", "16", "20", "24", "26", "27.5", "28", "29"])
      const listed = (await api.get("/store/catalogue/products?wheel=27.5&limit=50", store())).data.products as { handle: string }[]
      expect(listed.map((product) => product.handle).sort()).toEqual(["hike-ridgeback-fs-27-5", "hike-trail-blazer-27-5"])
    })

    it("writes the catalogue in Bangla too, through Medusa's Translation module, with Bangla a store locale", async () => {
      const { data } = await api.get(`/store/products?limit=100&fields=handle,title,description,*type&locale=${BANGLA}`, store())
      for (const product of data.products as { handle: string; title: string; description: string; type: { value: string } | null }[]) {
        expect(product).toMatchObject({ title: BANGLA_PRODUCTS[product.handle].title, description: BANGLA_PRODUCTS[product.handle].description })
        if (product.type) expect(Object.values(BANGLA_TYPES)).toContain(product.type.value)
      }
      expect(data.products).toHaveLength(PRODUCTS.length)
      const categories = (await api.get(`/store/product-categories?fields=handle,name&limit=100&locale=${BANGLA}`, store())).data.product_categories
      expect(Object.fromEntries(categories.map((c: { handle: string; name: string }) => [c.handle, c.name]))).toEqual(BANGLA_CATEGORIES)
      // The shop's listing and its search read the same Bangla.
      const listed = (await api.get(`/store/catalogue/products?limit=100&locale=${BANGLA}&q=${encodeURIComponent("সাইকেল")}`, store())).data
      expect(listed.count).toBeGreaterThanOrEqual(25)
      expect(listed.products.every((p: { title: string }) => /[\u0980-\u09FF]/.test(p.title))).toBe(true)
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: stores } = await query.graph({ entity: "store", fields: ["supported_locales.locale_code"] })
      expect(stores[0].supported_locales?.map((locale: { locale_code?: string } | null) => locale?.locale_code)).toEqual([BANGLA])
    })

    it("keeps stock at the Dhaka warehouse", async () => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: locations } = await query.graph({ entity: "stock_location", fields: ["name", "address.city"] })
      expect(locations).toEqual([expect.objectContaining({ name: "Dhaka Warehouse", address: expect.objectContaining({ city: "Dhaka" }) })])
    })

    it("lets the demo admin and the demo customer sign in", async () => {
      const admin = await api.post("/auth/user/emailpass", { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })
      const me = await api.get("/admin/users/me", { headers: { authorization: `Bearer ${admin.data.token}` } })
      expect(me.data.user.email).toBe(DEMO_ADMIN.email)

      const customer = await api.post("/auth/customer/emailpass", { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })
      const profile = await api.get("/store/customers/me", {
        headers: { authorization: `Bearer ${customer.data.token}`, ...store().headers },
      })
      expect(profile.data.customer).toMatchObject({ email: DEMO_CUSTOMER.email, first_name: DEMO_CUSTOMER.first_name })

      // The demo admin is a customer on the same sign-in too, so the storefront's admin area opens.
      const adminAsCustomer = await api.post("/auth/customer/emailpass", { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })
      const adminHeaders = { headers: { authorization: `Bearer ${adminAsCustomer.data.token}`, ...store().headers } }
      expect((await api.get("/store/customers/me", adminHeaders)).data.customer.email).toBe(DEMO_ADMIN.email)
      expect((await api.get("/store/customers/me/access", adminHeaders)).data).toEqual({ admin: true })

      const wrong = await api
        .post("/auth/user/emailpass", { email: DEMO_ADMIN.email, password: "not-the-password" })
        .catch((error: { response: unknown }) => error.response)
      expect(wrong.status).toBe(401)
    })

    it("opens the dashboard's order list on the orders to work on: the shop's default view puts its card above Medusa's table, and keeps the owner's own", async () => {
      const admin = await api.post("/auth/user/emailpass", { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })
      const headers = { headers: { authorization: `Bearer ${admin.data.token}` } }
      const view = async () => (await api.get(`/admin/layouts/${ORDER_LIST_ZONE}/configuration`, headers)).data
      const ordered = (widgets: Record<string, { order: number }>) => Object.keys(widgets).sort((a, b) => widgets[a].order - widgets[b].order)
      expect(ordered((await view()).default_configuration.configuration.widgets)).toEqual(["widget:orders-first", "widget:day-papers", "core:OrderListTable"])

      // The owner saves another default in the dashboard: a second seed leaves it.
      const theirs = { widgets: { "core:OrderListTable": { order: 0 }, "widget:orders-first": { order: 1 } } }
      await api.post(`/admin/layouts/${ORDER_LIST_ZONE}/configuration`, { is_default: true, configuration: theirs }, headers)
      await runSeed(getContainer())
      expect((await view()).default_configuration.configuration).toEqual(theirs)
      await api.post(`/admin/layouts/${ORDER_LIST_ZONE}/configuration`, { is_default: true, configuration: ORDER_LIST_DEFAULT }, headers)
    })

    it("fills the site content: news with pictures, sliders, offers, category menus and reviews", async () => {
      const news = (await api.get("/store/news?limit=100", store())).data.news
      expect(news.length).toBeGreaterThanOrEqual(6)
      expect(news.every((n: { image_url: string }) => /\.webp$/.test(n.image_url))).toBe(true)
      expect((await api.get("/store/sliders", store())).data.sliders).toHaveLength(3)
      // Every card: the campaigns they advertise are seeded running (promotions-data.ts).
      expect((await api.get("/store/offers", store())).data.offers).toHaveLength(OFFERS.length)
      const menus = (await api.get("/store/category-menus", store())).data.category_menus
      expect(menus.map((m: { name: string; sub_menus: string[] }) => [m.name, m.sub_menus])).toEqual(
        CATEGORIES.map((c) => [c.name, c.children.map((child) => child.name)])
      )
      // In Bangla too (content-data.ts), every item: news, slides, offers and the menus' labels.
      const bangla = /[\u0980-\u09FF]/
      const banglaNews = (await api.get("/store/news?limit=100&locale=bn-BD", store())).data.news
      expect(banglaNews.every((n: { title: string; description: string }) => bangla.test(n.title) && bangla.test(n.description))).toBe(true)
      expect((await api.get("/store/sliders?locale=bn-BD", store())).data.sliders.every((s: { title: string }) => bangla.test(s.title))).toBe(true)
      expect((await api.get("/store/offers?locale=bn-BD", store())).data.offers.every((o: { name: string }) => bangla.test(o.name))).toBe(true)
      const banglaMenus = (await api.get("/store/category-menus?locale=bn-BD", store())).data.category_menus
      expect(banglaMenus.map((m: { name: string }) => m.name)).toEqual(CATEGORIES.map((c) => c.name))
      expect(
        banglaMenus.flatMap((m: { label: string; sub_menu_labels: string[] }) => [m.label, ...m.sub_menu_labels]).every((label: string) => bangla.test(label))
      ).toBe(true)
      expect((await api.get("/store/sliders", store())).data.sliders.every((s: { title: string | null }) => s.title && !bangla.test(s.title))).toBe(true)
      // The policy pages read in Bangla with locale, in English without it.
      for (const handle of ["delivery", "returns-and-warranty", "privacy", "terms"]) {
        const page = (await api.get(`/store/policy-pages/${handle}?locale=bn-BD`, store())).data.policy_page
        expect([handle, bangla.test(page.title), bangla.test(page.body)]).toEqual([handle, true, true])
        const english = (await api.get(`/store/policy-pages/${handle}`, store())).data.policy_page
        expect([handle, bangla.test(english.title), bangla.test(english.body)]).toEqual([handle, false, false])
      }

      const reviews = (await api.get("/store/reviews?limit=100", store())).data.reviews
      expect(reviews.length).toBeGreaterThanOrEqual(8)
      expect(new Set(reviews.map((r: { author: { name: string } }) => r.author.name)).size).toBeGreaterThanOrEqual(8)
      expect(reviews.every((r: { rating: number }) => r.rating >= 0 && r.rating <= 5 && Number.isInteger(r.rating * 2))).toBe(true)
      // Every seeded reviewer's picture is shown: stored as the avatar upload stores it.
      const pictured = reviews.filter((r: { author: { avatar_url: string | null } }) => r.author.avatar_url)
      expect(pictured.length).toBeGreaterThanOrEqual(8)
      expect(pictured.every((r: { author: { avatar_url: string } }) => /\/static\/.*avatar-cus_[^/]*\.webp$/.test(r.author.avatar_url))).toBe(true)
    })

    it("adds nothing when the seed runs again", async () => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const count = async (entity: string) => (await query.graph({ entity, fields: ["id"] })).data.length
      const entities = [
        "product",
        "product_category",
        "brand",
        "region",
        "sales_channel",
        "api_key",
        "stock_location",
        "user",
        "customer",
        "inventory_level",
        "news",
        "slider",
        "offer",
        "category_menu",
        "review",
        "translation",
      ]
      const before = await Promise.all(entities.map(count))
      await runSeed(getContainer())
      expect(await Promise.all(entities.map(count))).toEqual(before)
    })
  },
})
