import type { ExecArgs } from "@medusajs/framework/types"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { batchTranslationsWorkflow, createProductCategoriesWorkflow, createProductTypesWorkflow, updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import type { Invalidation } from "@chaka/rules"
import { messages } from "../../src/lib/messages"
import { BANGLA } from "../../src/lib/languages/locale"
import { allIndexWritesDone } from "../../src/workflows/catalogue/rules/index-writes"
import { FIELD_LIMITS } from "../../src/lib/http/input-limits"
import reindexCatalogue from "../../src/scripts/reindex-catalogue"
import { edgeAroundRunnerServer } from "./helpers/shop-edge"
import { failure, signIn, type Session } from "./helpers/accounts"
import { createProduct } from "./helpers/checkout"

jest.setTimeout(300_000)

/*
 * Bangla beside the stored English (issue 41): texts kept by Medusa's Translation module, read
 * back by every public catalogue answer with `locale=bn-BD` (English without, and for anything
 * not translated), found by the search, forgotten by the caches as soon as they change. The
 * shop's edge sits in front of the server, as in production (src/server.ts).
 */
const cache = edgeAroundRunnerServer({ maxMb: 8 }).cache!

type Listed = { id: string; title: string; type: string | null; category: { name: string; handle: string } | null }
type Translation = { id: string; reference_id: string; translations: Record<string, string> }

const HERO = { title: "হিরো স্প্রিন্ট প্রো ২৬", description: "পাহাড়ি পথের জন্য ২১ গিয়ারের মাউন্টেন সাইকেল" }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let hero: { productId: string }
    let plain: { productId: string }
    let categoryId: string
    let typeId: string

    beforeAll(async () => {
      const container = getContainer()
      session = await signIn(container, api)
      const { result: categories } = await createProductCategoriesWorkflow(container).run({
        input: { product_categories: [{ name: "Mountain", handle: "mountain", is_active: true }] },
      })
      const { result: types } = await createProductTypesWorkflow(container).run({ input: { product_types: [{ value: "Geared" }] } })
      categoryId = categories[0].id
      typeId = types[0].id
      hero = await createProduct(container, session.shop, "Hero Sprint Pro 26", 18_500, 5)
      plain = await createProduct(container, session.shop, "Phoenix Rider 24", 15_000, 5)
      for (const product of [hero, plain]) {
        // With an English description: Medusa's store routes show a translated text only in place of one.
        const update = { category_ids: [categoryId], type_id: typeId, description: "A 21-speed mountain bike" }
        await updateProductsWorkflow(container).run({ input: { selector: { id: product.productId }, update } })
      }
      await allIndexWritesDone()
    })
    beforeEach(() => cache.invalidate())

    /** As the dashboard's translation screen saves them: Medusa's admin translation API. */
    const translate = async (reference: string, reference_id: string, translations: Record<string, string>): Promise<Translation> =>
      (await api.post("/admin/translations/batch", { create: [{ reference, reference_id, locale_code: BANGLA, translations }] }, session.admin)).data.created[0]
    const translateHero = async () => {
      await translate("product_category", categoryId, { name: "মাউন্টেন" })
      await translate("product_type", typeId, { value: "গিয়ার" })
      const translation = await translate("product", hero.productId, HERO)
      // Their events heard (the index written, the caches told), so what is read next may be kept.
      await allIndexWritesDone()
      return translation
    }

    const get = (path: string) => api.get(path, session.visitor)
    const listing = async (query: string) => {
      const response = await get(`/store/catalogue/products?limit=24&${query}`)
      return { products: response.data.products as Listed[], cache: response.headers["x-cache"] as string | undefined }
    }
    const titles = async (query: string) => (await listing(query)).products.map((product) => product.title).sort()
    const productPage = async (query = "") => {
      const response = await get(`/store/products/${hero.productId}?fields=title,description,*categories,*type${query}`)
      return { product: response.data.product, cache: response.headers["x-cache"] as string | undefined }
    }

    it("reads a product translated through Medusa's admin translation API in Bangla with locale=bn-BD, in English without", async () => {
      await translateHero()

      const bangla = (await productPage(`&locale=${BANGLA}`)).product
      expect(bangla).toMatchObject({ title: HERO.title, description: HERO.description, type: { value: "গিয়ার" } })
      expect(bangla.categories.map((category: { name: string }) => category.name)).toEqual(["মাউন্টেন"])
      // Any letter case; English by any of its spellings, or none.
      expect((await productPage("&locale=BN-bd")).product.title).toBe(HERO.title)
      for (const english of ["", "&locale=en", "&locale=EN-us", "&locale="]) {
        expect((await productPage(english)).product).toMatchObject({ title: "Hero Sprint Pro 26", type: { value: "Geared" } })
      }

      const listed = (await listing(`locale=${BANGLA}`)).products.find((product) => product.id === hero.productId)
      expect(listed).toMatchObject({ title: HERO.title, type: "গিয়ার", category: { name: "মাউন্টেন", handle: "mountain" } })
      expect((await listing("")).products.find((product) => product.id === hero.productId)).toMatchObject({
        title: "Hero Sprint Pro 26",
        type: "Geared",
        category: { name: "Mountain" },
      })

      const home = (await api.get(`/storefront/home?locale=${BANGLA}`)).data
      expect(home.latest_products.map((product: Listed) => product.title)).toEqual(expect.arrayContaining([HERO.title]))
      const facets = (await get(`/store/catalogue/facets?locale=${BANGLA}`)).data
      expect(facets.types).toEqual([{ value: "Geared", label: "গিয়ার", count: 2 }])
      expect((await get("/store/catalogue/facets")).data.types).toEqual([{ value: "Geared", label: "Geared", count: 2 }])
      // The category page's link may carry its Bangla name.
      expect((await titles(`locale=${BANGLA}&category=${encodeURIComponent("মাউন্টেন")}`)).length).toBe(2)
      const categories = (await get(`/store/product-categories?fields=name&locale=${BANGLA}`)).data.product_categories
      expect(categories.map((category: { name: string }) => category.name)).toEqual(["মাউন্টেন"])
    })

    it("falls back to the English for what is not translated", async () => {
      await translateHero()
      const listed = (await listing(`locale=${BANGLA}`)).products.find((product) => product.id === plain.productId)
      // Its own title stays English; the category and type it shares with a translated product do not.
      expect(listed).toMatchObject({ title: "Phoenix Rider 24", type: "গিয়ার", category: { name: "মাউন্টেন" } })
      const page = await get(`/store/products/${plain.productId}?fields=title,description&locale=${BANGLA}`)
      expect(page.data.product).toMatchObject({ title: "Phoenix Rider 24" })
    })

    it("finds a product by its Bangla words, with or without locale, and forgives a typo", async () => {
      await translateHero()
      for (const word of ["হিরো", "সাইকেল", "মাউন্টেন সাইকেল", "স্প্রিন্ট প্রো"]) {
        expect(await titles(`locale=${BANGLA}&q=${encodeURIComponent(word)}`)).toEqual([HERO.title])
        expect(await titles(`q=${encodeURIComponent(word)}`)).toEqual(["Hero Sprint Pro 26"])
      }
      // The category's Bangla name finds both of its products; the type's too.
      expect(await titles(`locale=${BANGLA}&q=${encodeURIComponent("মাউন্টেন")}`)).toEqual(["Phoenix Rider 24", HERO.title].sort())
      // A typo, as a shopper types it: হিরু for হিরো (trigram similarity 0.6).
      expect(await titles(`locale=${BANGLA}&q=${encodeURIComponent("হিরু স্প্রিন্ট")}`)).toEqual([HERO.title])
      // English still finds it on a Bangla page.
      expect(await titles(`locale=${BANGLA}&q=hero`)).toEqual([HERO.title])
      // A rebuilt index (the Search module's own seed of it) holds the Bangla too.
      await reindexCatalogue({ container: getContainer(), args: [] } as unknown as ExecArgs)
      expect(await titles(`locale=${BANGLA}&q=${encodeURIComponent("সাইকেল")}`)).toEqual([HERO.title])
    })

    it("shows a changed translation on the very next read, the cached answers and the storefront's pages forgotten", async () => {
      const translation = await translateHero()
      await productPage(`&locale=${BANGLA}`)
      await listing(`locale=${BANGLA}`)
      expect((await productPage(`&locale=${BANGLA}`)).cache).toBe("HIT")
      expect((await listing(`locale=${BANGLA}`)).cache).toBe("HIT")
      // English and Bangla are kept apart, by the address and by Medusa's header alike.
      expect((await productPage()).product.title).toBe("Hero Sprint Pro 26")
      const byHeader = await api.get(`/store/products/${hero.productId}?fields=title`, { headers: { ...session.visitor.headers, "x-medusa-locale": BANGLA } })
      expect(byHeader.data.product.title).toBe(HERO.title)
      expect(byHeader.headers.vary).toMatch(/x-medusa-locale/i)
      expect((await api.get(`/store/products/${hero.productId}?fields=title`, session.visitor)).data.product.title).toBe("Hero Sprint Pro 26")

      const renamed = "হিরো স্প্রিন্ট প্রো ২৭.৫"
      await api.post("/admin/translations/batch", { update: [{ id: translation.id, translations: { ...HERO, title: renamed } }] }, session.admin)
      expect((await productPage(`&locale=${BANGLA}`)).product.title).toBe(renamed)
      expect((await listing(`locale=${BANGLA}`)).products.find((product) => product.id === hero.productId)?.title).toBe(renamed)

      // A change made outside any request (the worker, a script) is heard from Medusa's event:
      // the product's answers are forgotten, and so are the storefront's pages showing it.
      const forgot: Invalidation[] = []
      cache.onForget((tags) => forgot.push(tags))
      await productPage(`&locale=${BANGLA}`)
      expect((await productPage(`&locale=${BANGLA}`)).cache).toBe("HIT")
      await batchTranslationsWorkflow(getContainer()).run({ input: { create: [], update: [], delete: [translation.id] } })
      await allIndexWritesDone()
      expect(forgot.some((tags) => tags !== "all" && tags.includes(hero.productId))).toBe(true)
      expect((await productPage(`&locale=${BANGLA}`)).product.title).toBe("Hero Sprint Pro 26")
      expect((await listing(`locale=${BANGLA}&q=${encodeURIComponent("হিরো")}`)).products).toEqual([])
    })

    it("refuses a locale that is not English or Bangla with a readable 400", async () => {
      const paths = [
        "/store/catalogue/products?limit=1",
        "/store/catalogue/facets?x=1",
        `/store/products/${hero.productId}?fields=title`,
        "/store/product-categories?fields=name",
        "/storefront/home?x=1",
        "/storefront/config?x=1",
      ]
      const refused = async (path: string, config: { headers: Record<string, string> } = session.visitor) => {
        const answer = await failure(api.get(path, config))
        expect({ path, status: answer.status }).toEqual({ path, status: 400 })
        return answer.data.message
      }
      const bad = ["xx", "bn", "fr-FR", "bn-BD-x", "x".repeat(8_000)]
      for (const path of paths) {
        for (const value of bad) expect(await refused(`${path}&locale=${value}`)).toBe(messages.localeInvalid(BANGLA))
        expect(await refused(`${path}&locale=bn-BD&locale=en`)).toBe(messages.localeRepeated)
        expect(await refused(`${path}&locale[a]=bn-BD`)).toMatch(/locale/)
        expect(await refused(`${path}&locale=%00`)).toMatch(/NUL/)
        expect(await refused(path, { headers: { ...session.visitor.headers, "x-medusa-locale": "xx" } })).toBe(messages.localeInvalid(BANGLA))
      }
      // A megabyte in the address never reaches the shop: Node refuses the request line itself.
      const huge = await failure(api.get(`/store/catalogue/products?locale=${"x".repeat(1024 * 1024)}`, session.visitor))
      expect(huge.status).toBe(431)
      // The shop still answers.
      expect((await get("/store/catalogue/products?limit=1")).status).toBe(200)
    })

    describe("the admin's Bangla title and description (POST /admin/shop-products/:id/translations)", () => {
      const path = () => `/admin/shop-products/${hero.productId}/translations`
      const save = (body: unknown) => api.post(path(), body, session.admin)

      it("saves, shows and removes them, marking a product not translated", async () => {
        const saved = (await save({ [BANGLA]: { title: `  ${HERO.title} `, description: HERO.description } })).data.product
        expect(saved).toMatchObject({ id: hero.productId, title: "Hero Sprint Pro 26", translations: { [BANGLA]: HERO } })
        expect((await api.get(`/admin/shop-products/${hero.productId}`, session.admin)).data.product.translations).toEqual({ [BANGLA]: HERO })
        const list = (await api.get("/admin/shop-products", session.admin)).data.products
        expect(list.find((product: { id: string }) => product.id === plain.productId).translations).toEqual({ [BANGLA]: null })
        // The shop shows it at once.
        expect((await productPage(`&locale=${BANGLA}`)).product.title).toBe(HERO.title)
        expect(await titles(`locale=${BANGLA}&q=${encodeURIComponent("হিরো")}`)).toEqual([HERO.title])

        // Kept where the dashboard keeps it: one translation, a text it added is left alone.
        const [stored] = (await api.get(`/admin/translations?reference_id=${hero.productId}&locale_code=${BANGLA}`, session.admin)).data.translations
        await api.post("/admin/translations/batch", { update: [{ id: stored.id, translations: { ...HERO, material: "অ্যালুমিনিয়াম" } }] }, session.admin)
        const untitled = (await save({ [BANGLA]: { title: null } })).data.product
        expect(untitled.translations).toEqual({ [BANGLA]: { title: null, description: HERO.description } })
        expect((await productPage(`&locale=${BANGLA}`)).product).toMatchObject({ title: "Hero Sprint Pro 26", description: HERO.description })
        const after = (await api.get(`/admin/translations?reference_id=${hero.productId}`, session.admin)).data.translations
        expect(after).toEqual([expect.objectContaining({ id: stored.id, translations: { title: "", description: HERO.description, material: "অ্যালুমিনিয়াম" } })])

        // Nothing of the title and description left: not translated (the material alone is not shown by the shop's forms).
        expect((await save({ [BANGLA]: { description: "" } })).data.product.translations).toEqual({ [BANGLA]: null })
        expect((await productPage(`&locale=${BANGLA}`)).product.description).toBe("A 21-speed mountain bike")
      })

      it("is the admins' alone", async () => {
        const body = { [BANGLA]: { title: HERO.title } }
        expect((await failure(api.post(path(), body, session.visitor))).status).toBe(401)
        expect((await failure(api.post(path(), body, session.customer))).status).toBe(401)
        expect((await api.get(`/admin/shop-products/${hero.productId}`, session.admin)).data.product.translations).toEqual({ [BANGLA]: null })
      })

      it("refuses what it cannot keep, saying why", async () => {
        const refused = async (body: unknown, productPath = path()) => {
          const answer = await failure(api.post(productPath, body, session.admin))
          return { status: answer.status, message: answer.data.message as string }
        }
        const invalid = (message: string) => ({ status: 400, message })
        expect(await refused({})).toEqual(invalid(messages.productTranslationLocaleOnly(BANGLA)))
        expect(await refused({ "fr-FR": { title: "Vélo" } })).toEqual(invalid(messages.productTranslationLocaleOnly(BANGLA)))
        expect(await refused({ [BANGLA]: "হিরো" })).toEqual(invalid(messages.productTranslationLocaleOnly(BANGLA)))
        expect(await refused({ [BANGLA]: {} })).toEqual(invalid(messages.productTranslationEmpty))
        expect(await refused({ [BANGLA]: { subtitle: "x" } })).toEqual(invalid(messages.productTranslationFieldsOnly))
        expect(await refused({ [BANGLA]: { title: 26 } })).toEqual(invalid(messages.productTranslationTextInvalid("title")))
        expect(await refused({ [BANGLA]: { title: "হিরো\u0000" } })).toMatchObject({ status: 400, message: expect.stringMatching(/NUL/) })
        expect(await refused({ [BANGLA]: { title: "হ".repeat(FIELD_LIMITS.productTitle + 1) } })).toEqual(
          invalid(messages.fieldTooLong("title", FIELD_LIMITS.productTitle))
        )
        expect(await refused({ [BANGLA]: { description: "হ".repeat(FIELD_LIMITS.productDescription + 1) } })).toEqual(
          invalid(messages.fieldTooLong("description", FIELD_LIMITS.productDescription))
        )
        expect((await refused({ [BANGLA]: { title: "হিরো" } }, "/admin/shop-products/prod_unknown/translations")).status).toBe(404)
        // Nothing was written.
        expect((await api.get(`/admin/translations?reference_id=${hero.productId}`, session.admin)).data.translations).toEqual([])
      })
    })
  },
})
