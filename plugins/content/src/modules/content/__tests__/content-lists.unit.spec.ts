import { spawnSync } from "node:child_process"
import type { MedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import { adminListNews, adminListPolicyPages } from "../../../lib/admin-content"
import { listNews, listPolicyPages, listSliders, policyPageByHandle } from "../../../lib/list-content"
import { CONTENT_MODULE } from ".."
import type ContentModuleService from "../service"
import News from "../models/news"
import Slider from "../models/slider"
import Offer from "../models/offer"
import CategoryMenu from "../models/category-menu"
import PolicyPage from "../models/policy-page"

/**
 * The lists as the store and admin routes answer them, read from the content module on a real
 * PostgreSQL (the machine's, 127.0.0.1:5432 as postgres unless DB_HOST/DB_PORT/DB_USERNAME say
 * otherwise). Without one the suite is skipped, saying so.
 */
process.env.DB_HOST ??= "127.0.0.1"
process.env.DB_PORT ??= "5432"
process.env.DB_USERNAME ??= "postgres"

const reachable =
  spawnSync(
    process.execPath,
    [
      "-e",
      `require("net").connect(${Number(process.env.DB_PORT)}, ${JSON.stringify(process.env.DB_HOST)}).on("connect", () => process.exit(0)).on("error", () => process.exit(1))`,
    ],
    { timeout: 3_000 }
  ).status === 0

jest.setTimeout(60_000)

if (!reachable) {
  const why = `skipped: no PostgreSQL at ${process.env.DB_HOST}:${process.env.DB_PORT} (set DB_HOST, DB_PORT, DB_USERNAME to run it)`
  console.warn(`content lists on PostgreSQL: ${why}`)
  describe("the content lists on PostgreSQL", () => {
    it.skip(why, () => undefined)
  })
} else {
  moduleIntegrationTestRunner<ContentModuleService>({
    moduleName: CONTENT_MODULE,
    resolve: require.resolve(".."),
    moduleModels: [News, Slider, Offer, CategoryMenu, PolicyPage],
    testSuite: ({ service }) => {
      /** A request as the routes get it: this module in its scope, no Translation module (English only). */
      const request = (query: Record<string, unknown> = {}, locale?: string) =>
        ({
          query,
          locale,
          scope: { resolve: (key: string) => (key === CONTENT_MODULE ? service : undefined), hasRegistration: () => false },
        }) as unknown as MedusaRequest

      const news = (title: string, date: string) => ({
        title,
        description: `${title} text`,
        date: new Date(date),
        image_url: `/f/${title}.jpg`,
        image_id: `file_${title}`,
      })

      describe("news", () => {
        it("is listed newest first, a page at a time, with the count of all", async () => {
          await service.createNews([news("old", "2026-01-01"), news("newest", "2026-03-01"), news("middle", "2026-02-01")])
          const first = await listNews(request({ limit: "2" }))
          expect(first.news.map((item) => item.title)).toEqual(["newest", "middle"])
          expect(first).toMatchObject({ count: 3, limit: 2, offset: 0 })
          const second = await listNews(request({ limit: "2", offset: "2" }))
          expect(second.news.map((item) => item.title)).toEqual(["old"])
        })

        it("shows visitors the public shape, and admins the same with each item's Bangla beside it", async () => {
          await service.createNews([news("eid", "2026-03-01")])
          const [shown] = (await listNews(request())).news
          expect(shown).toEqual({ id: expect.any(String), title: "eid", description: "eid text", date: "2026-03-01T00:00:00.000Z", image_url: "/f/eid.jpg" })
          const [admin] = (await adminListNews(request())).news
          expect(admin).toEqual({ ...shown, translations: { "bn-BD": null } })
        })

        it("answers English to a Bangla read when the store keeps no translations, and refuses another language", async () => {
          await service.createNews([news("eid", "2026-03-01")])
          expect((await listNews(request({}, "bn-BD"))).news[0].title).toBe("eid")
          await expect(listNews(request({}, "fr"))).rejects.toThrow("locale must be bn-BD (Bangla) or en (English), or left out for English")
        })

        it("refuses a page size beyond 100 with the plugin's message", async () => {
          await expect(listNews(request({ limit: "101" }))).rejects.toThrow("limit must be a whole number from 0 to 100")
        })
      })

      it("lists the slides by rank, then by when they were made", async () => {
        await service.createSliders({ url: "/b", image_url: "/f/b.jpg", image_id: "b", rank: 2 })
        await service.createSliders({ url: "/a", image_url: "/f/a.jpg", image_id: "a", rank: 1 })
        await service.createSliders({ url: "/c", image_url: "/f/c.jpg", image_id: "c", rank: 2 })
        expect((await listSliders(request())).sliders.map((slide) => slide.url)).toEqual(["/a", "/b", "/c"])
      })

      describe("policy pages", () => {
        it("lists each page's handle and title only, in the order written", async () => {
          await service.createPolicyPages({ handle: "delivery", title: "Delivery", body: "Long text" })
          await service.createPolicyPages({ handle: "privacy", title: "Privacy", body: "Long text" })
          expect(await listPolicyPages(request())).toEqual({
            policy_pages: [
              { handle: "delivery", title: "Delivery" },
              { handle: "privacy", title: "Privacy" },
            ],
          })
          expect(await adminListPolicyPages(request())).toEqual({
            policy_pages: [
              { handle: "delivery", title: "Delivery", translations: { "bn-BD": null } },
              { handle: "privacy", title: "Privacy", translations: { "bn-BD": null } },
            ],
          })
        })

        it("finds a page by its handle: 400 for a malformed handle, 404 naming an unknown one", async () => {
          await service.createPolicyPages({ handle: "delivery", title: "Delivery", body: "Text" })
          expect((await policyPageByHandle(request(), "delivery")).title).toBe("Delivery")
          await expect(policyPageByHandle(request(), "Delivery!")).rejects.toMatchObject({ type: MedusaError.Types.INVALID_DATA })
          await expect(policyPageByHandle(request(), "returns")).rejects.toMatchObject({
            type: MedusaError.Types.NOT_FOUND,
            message: 'There is no page named "returns"',
          })
        })

        it("keeps one live page per handle: a second is refused, a deleted one frees it", async () => {
          const page = await service.createPolicyPages({ handle: "terms", title: "Terms", body: "v1" })
          await expect(service.createPolicyPages({ handle: "terms", title: "Terms", body: "v2" })).rejects.toThrow()
          await service.softDeletePolicyPages(page.id)
          await expect(service.createPolicyPages({ handle: "terms", title: "Terms", body: "v2" })).resolves.toMatchObject({ handle: "terms" })
        })
      })
    },
  })
}
