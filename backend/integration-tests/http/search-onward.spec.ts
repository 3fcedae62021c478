import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { CatalogueList, SearchOnward } from "../../src/workflows/catalogue/rules"
import { CATEGORIES, PRODUCTS } from "../../src/scripts/seed/catalogue"
import { BANGLA_CATEGORIES } from "../../src/scripts/seed/catalogue-bangla"
import { seedCatalogue } from "../../src/scripts/seed/products"
import { failure, signIn, type Session } from "./helpers/accounts"

// Seeded pictures go to a throw-away folder, not the developer's .data.
process.env.MEDUSA_UPLOAD_DIR = mkdtempSync(join(tmpdir(), "chaka-uploads-"))

jest.setTimeout(300_000)

/*
 * Issue 56, "search that leads somewhere", over the seeded catalogue in English and Bangla: a
 * Bangla search ranks as its English twin does, and a search that finds nothing leads on to
 * the closest products (a typo mended, the other language's spelling), the categories and the
 * best sellers (GET /store/catalogue/search-onward).
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      await seedCatalogue(getContainer(), session.shop)
      // The seed uploads 36 products' pictures: minutes on a busy machine.
    }, 900_000)

    const brandOf = (handle: string) => PRODUCTS.find((p) => p.handle === handle)!.brand
    const search = async (q: string, extra = ""): Promise<CatalogueList> =>
      (await api.get(`/store/catalogue/products?limit=24&q=${encodeURIComponent(q)}${extra}`, session.visitor)).data
    const onward = async (q: string, extra = ""): Promise<SearchOnward> =>
      (await api.get(`/store/catalogue/search-onward?q=${encodeURIComponent(q)}${extra}`, session.visitor)).data

    it("ranks a Bangla search as its English twin: হাইক lists the Hike products first, in Hike's order", async () => {
      const hikes = PRODUCTS.filter((p) => p.brand === "Hike").map((p) => p.handle)
      const english = await search("hike")
      const bangla = await search("হাইক")
      expect(
        english.products
          .slice(0, hikes.length)
          .map((p) => p.handle)
          .sort()
      ).toEqual([...hikes].sort())
      expect(bangla.products.slice(0, hikes.length).map((p) => brandOf(p.handle))).toEqual(hikes.map(() => "Hike"))
      expect(bangla.products.map((p) => p.handle)).toEqual(english.products.map((p) => p.handle))
      // On a Bangla page too, titles in Bangla.
      const page = await search("হাইক", "&locale=bn-BD")
      expect(page.products.slice(0, hikes.length).map((p) => brandOf(p.handle))).toEqual(hikes.map(() => "Hike"))
      expect(page.products[0].title).toMatch(/^হাইক/)
    })

    it("leads a misspelt search to the closest products: pheonix finds Phoenix first", async () => {
      expect((await search("pheonix")).count).toBe(0)
      const answer = await onward("pheonix")
      expect(answer.closest_search).toBe("phoenix")
      expect(answer.closest.length).toBeGreaterThan(0)
      expect(answer.closest.map((p) => brandOf(p.handle))).toEqual(answer.closest.map(() => "Phoenix"))
      // In Bangla letters, misspelt (ফিনিক্স typed ফিনিকস), and spelt in Latin letters as Bangla is (haik → হাইক → Hike).
      expect(brandOf((await onward("ফিনিকস")).closest[0].handle)).toBe("Phoenix")
      expect(brandOf((await onward("haik")).closest[0].handle)).toBe("Hike")
    })

    it("leads nonsense to the categories and the best sellers, in the page's language", async () => {
      for (const q of ["zzqxv", "হিরো"]) {
        expect((await search(q)).count).toBe(0)
        const answer = await onward(q)
        expect(answer.closest).toEqual([])
        expect(answer.closest_search).toBeNull()
        expect(answer.categories.map((c) => c.handle)).toEqual(CATEGORIES.map((c) => c.handle))
        expect(answer.categories.map((c) => c.name)).toEqual(CATEGORIES.map((c) => c.name))
        expect(answer.best_sellers).toHaveLength(4)
        const bestSelling = (await api.get("/store/catalogue/products?order=best_selling&limit=4", session.visitor)).data as CatalogueList
        expect(answer.best_sellers.map((p) => p.id)).toEqual(bestSelling.products.map((p) => p.id))
      }
      const bangla = await onward("হিরো", "&locale=bn-BD")
      expect(bangla.categories.map((c) => c.name)).toEqual(CATEGORIES.map((c) => BANGLA_CATEGORIES[c.handle]))
      expect(bangla.best_sellers[0].title).toMatch(/[\u0980-\u09FF]/)
    })

    it("refuses a missing, repeated, NUL-bearing or 1 MB search with a readable 400, never a 5xx", async () => {
      const refused = async (query: string) => {
        const response = await failure(api.get(`/store/catalogue/search-onward${query}`, session.visitor))
        return { status: response.status, message: response.data.message as string }
      }
      for (const query of ["", "?q=", "?q=%20%20", "?q=a&q=b", "?q=hel%00met", `?q=${"a".repeat(201)}`]) {
        const { status, message } = await refused(query)
        expect({ query, status }).toEqual({ query, status: 400 })
        expect(message).toMatch(/q/)
      }
      const huge = await failure(api.get(`/store/catalogue/search-onward?q=${"a".repeat(1024 * 1024)}`, session.visitor))
      expect(huge.status).toBeGreaterThanOrEqual(400)
      expect(huge.status).toBeLessThan(500)
      // Odd but harmless searches answer.
      for (const q of ["1.5", "-1", "9".repeat(60), "%%%", "'\"<>"]) expect((await onward(q)).best_sellers).toHaveLength(4)
    })
  },
})
