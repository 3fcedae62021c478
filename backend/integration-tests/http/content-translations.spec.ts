import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { edgeAroundRunnerServer } from "./helpers/shop-edge"
import { failure, signIn, type Session } from "./helpers/accounts"
import { multipart, seedPhoto } from "./helpers/multipart"

process.env.MEDUSA_UPLOAD_DIR = mkdtempSync(join(tmpdir(), "chaka-uploads-"))
// The shop runs with Medusa's Translation module (lib/config/medusa.ts); said here too, as the suite depends on it.
process.env.MEDUSA_FF_TRANSLATION = "true"
jest.setTimeout(300_000)

// As src/server.ts does in production: the shop's edge (and its cache) in front of the server.
const cache = edgeAroundRunnerServer({ maxMb: 8 }).cache!

const BN = "bn-BD"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    beforeAll(async () => {
      session = await signIn(getContainer(), api)
    })
    beforeEach(() => cache.invalidate())

    const get = async (path: string, headers: Record<string, string> = {}) =>
      (await api.get(path, { headers: { ...session.visitor.headers, ...headers } })) as { data: any; headers: Record<string, string> }
    const translate = (path: string, body: unknown) => api.post(`${path}/translations`, body, session.admin)
    const addNews = async (title: string, description: string) =>
      (await api.post("/admin/news", multipart({ title, description, date: "2026-04-06" }, { image: seedPhoto() }), session.admin)).data.news as { id: string }
    const addMenu = async (name: string, subMenus: string[]) => {
      const { id } = (await api.post("/admin/category-menus", { name }, session.admin)).data.category_menu as { id: string }
      for (const sub of subMenus) await api.post(`/admin/category-menus/${id}/sub-menus`, { name: sub }, session.admin)
      return id
    }

    it("an admin writes an item's Bangla; the store answers it for locale=bn-BD in any letter case, English otherwise", async () => {
      const news = await addNews("Ride in the Pohela Boishakh procession", "We meet at 7:00 near Ramna Park.")
      const saved = await translate(`/admin/news/${news.id}`, {
        [BN]: { title: "  পহেলা বৈশাখের শোভাযাত্রায় সাইকেল নিয়ে আসুন  ", description: "সকাল ৭টায় রমনা পার্কের কাছে আমরা জড়ো হব।" },
      })
      // Trimmed like the English fields; the answer is the item as the admin's list shows it.
      expect(saved.data.news).toMatchObject({
        id: news.id,
        title: "Ride in the Pohela Boishakh procession",
        translations: { [BN]: { title: "পহেলা বৈশাখের শোভাযাত্রায় সাইকেল নিয়ে আসুন", description: "সকাল ৭টায় রমনা পার্কের কাছে আমরা জড়ো হব।" } },
      })

      for (const spelling of ["bn-BD", "BN-bd", "bn-bd"]) {
        const [item] = (await get(`/store/news?locale=${spelling}`)).data.news
        expect([item.title, item.description]).toEqual(["পহেলা বৈশাখের শোভাযাত্রায় সাইকেল নিয়ে আসুন", "সকাল ৭টায় রমনা পার্কের কাছে আমরা জড়ো হব।"])
      }
      // Medusa's header says the same as the parameter.
      expect((await get("/store/news", { "x-medusa-locale": "bn-BD" })).data.news[0].title).toBe("পহেলা বৈশাখের শোভাযাত্রায় সাইকেল নিয়ে আসুন")
      for (const path of ["/store/news", "/store/news?locale=en", "/store/news?locale=en-US"]) {
        expect((await get(path)).data.news[0].title).toBe("Ride in the Pohela Boishakh procession")
      }

      const offer = (await api.post("/admin/offers", { name: "Eid cycle fest: up to 15% off", url: "/shop" }, session.admin)).data.offer
      await translate(`/admin/offers/${offer.id}`, { [BN]: { name: "ঈদ সাইকেল ফেস্ট: ১৫% পর্যন্ত ছাড়" } })
      expect((await get("/store/offers?locale=bn-BD")).data.offers).toEqual([
        { id: offer.id, name: "ঈদ সাইকেল ফেস্ট: ১৫% পর্যন্ত ছাড়", url: "/shop", kind: null, live_until: null },
      ])

      const slide = (await api.post("/admin/sliders", multipart({ url: "/shop", title: "Ride Dhaka your way" }, { image: seedPhoto() }), session.admin)).data
        .slider
      expect(slide.title).toBe("Ride Dhaka your way")
      await translate(`/admin/sliders/${slide.id}`, { [BN]: { title: "নিজের মতো করে ঢাকা ঘুরুন" } })
      expect((await get("/store/sliders?locale=bn-BD")).data.sliders[0]).toMatchObject({ id: slide.id, url: "/shop", title: "নিজের মতো করে ঢাকা ঘুরুন" })
      expect((await get("/store/sliders")).data.sliders[0].title).toBe("Ride Dhaka your way")
    })

    it("a menu keeps its names for its links and shows its Bangla labels, each falling back to English", async () => {
      const id = await addMenu("Mountain", ["Hardtail", "Fat Bike"])
      await translate(`/admin/category-menus/${id}`, { [BN]: { name: "মাউন্টেন", sub_menus: { Hardtail: "হার্ডটেইল" } } })
      expect((await get("/store/category-menus?locale=bn-BD")).data.category_menus).toEqual([
        { id, name: "Mountain", sub_menus: ["Hardtail", "Fat Bike"], label: "মাউন্টেন", sub_menu_labels: ["হার্ডটেইল", "Fat Bike"] },
      ])
      expect((await get("/store/category-menus")).data.category_menus).toEqual([
        { id, name: "Mountain", sub_menus: ["Hardtail", "Fat Bike"], label: "Mountain", sub_menu_labels: ["Hardtail", "Fat Bike"] },
      ])
      // A label of a sub-menu the menu does not have is refused; a removed sub-menu loses its label.
      const unknown = await failure(translate(`/admin/category-menus/${id}`, { [BN]: { sub_menus: { Gravel: "গ্রাভেল" } } }))
      expect([unknown.status, unknown.data.message]).toEqual([400, 'The menu has no sub-menu named "Gravel" to label'])
      await api.delete(`/admin/category-menus/${id}/sub-menus/Hardtail`, session.admin)
      await api.post(`/admin/category-menus/${id}/sub-menus`, { name: "Hardtail" }, session.admin)
      expect((await get("/store/category-menus?locale=bn-BD")).data.category_menus[0].sub_menu_labels).toEqual(["Fat Bike", "Hardtail"])
    })

    it("tells the admin which items lack Bangla, field by field; null removes a text or all of them", async () => {
      const done = await addNews("Next-day delivery across Dhaka city", "Order before 4 pm.")
      const half = await addNews("Monsoon care", "Oil your chain.")
      await addNews("Kids' road safety workshop", "Free on 16 May.")
      await translate(`/admin/news/${done.id}`, { [BN]: { title: "ঢাকা শহরে পরদিনই ডেলিভারি", description: "বিকেল ৪টার আগে অর্ডার করুন।" } })
      await translate(`/admin/news/${half.id}`, { [BN]: { title: "বর্ষায় সাইকেলের যত্ন" } })

      const listed = (await api.get("/admin/news", session.admin)).data.news as { title: string; translations: Record<string, unknown> }[]
      expect(Object.fromEntries(listed.map((n) => [n.title, n.translations[BN]]))).toEqual({
        "Next-day delivery across Dhaka city": { title: "ঢাকা শহরে পরদিনই ডেলিভারি", description: "বিকেল ৪টার আগে অর্ডার করুন।" },
        "Monsoon care": { title: "বর্ষায় সাইকেলের যত্ন" },
        "Kids' road safety workshop": null,
      })
      // A text missing in Bangla is the English one.
      const store = (await get("/store/news?locale=bn-BD")).data.news as { id: string; title: string; description: string }[]
      expect(store.find((n) => n.id === half.id)).toMatchObject({ title: "বর্ষায় সাইকেলের যত্ন", description: "Oil your chain." })

      // Another save keeps what it does not name; null removes one text, or all of them.
      await translate(`/admin/news/${half.id}`, { [BN]: { description: "চেইনে তেল দিন।" } })
      const removed = await translate(`/admin/news/${done.id}`, { [BN]: { title: null } })
      expect(removed.data.news.translations).toEqual({ [BN]: { description: "বিকেল ৪টার আগে অর্ডার করুন।" } })
      const none = await translate(`/admin/news/${half.id}`, { [BN]: null })
      expect(none.data.news.translations).toEqual({ [BN]: null })
      expect((await get("/store/news?locale=bn-BD")).data.news.find((n: { id: string }) => n.id === half.id)).toMatchObject({ title: "Monsoon care" })

      for (const [path, key] of [
        ["/admin/offers", "offers"],
        ["/admin/sliders", "sliders"],
        ["/admin/category-menus", "category_menus"],
        ["/admin/policy-pages", "policy_pages"],
      ]) {
        expect((await api.get(path, session.admin)).data[key]).toEqual([])
      }
    })

    it("a policy page's Bangla, by its address", async () => {
      await api.post("/admin/policy-pages/delivery", { title: "Delivery", body: "We deliver everywhere in Bangladesh." }, session.admin)
      const saved = await translate("/admin/policy-pages/delivery", { [BN]: { title: "ডেলিভারি", body: "আমরা সারা বাংলাদেশে ডেলিভারি দিই।" } })
      expect(saved.data.policy_page).toMatchObject({ handle: "delivery", title: "Delivery", translations: { [BN]: { title: "ডেলিভারি" } } })
      expect((await get("/store/policy-pages/delivery?locale=bn-BD")).data.policy_page).toMatchObject({
        title: "ডেলিভারি",
        body: "আমরা সারা বাংলাদেশে ডেলিভারি দিই।",
      })
      expect((await get("/store/policy-pages?locale=bn-BD")).data.policy_pages).toEqual([{ handle: "delivery", title: "ডেলিভারি" }])
      expect((await get("/store/policy-pages/delivery")).data.policy_page.title).toBe("Delivery")
      expect((await failure(translate("/admin/policy-pages/returns", { [BN]: { title: "ফেরত" } }))).status).toBe(404)
    })

    it("keeps each language's answer apart and forgets both when a translation changes, however it is made", async () => {
      const offer = (await api.post("/admin/offers", { name: "Free helmet", url: "/shop" }, session.admin)).data.offer
      const read = async (path: string, headers?: Record<string, string>) => {
        const response = await get(path, headers)
        return [response.data.offers[0].name, response.headers["x-cache"]]
      }
      expect(await read("/store/offers")).toEqual(["Free helmet", "MISS"])
      expect(await read("/store/offers?locale=bn-BD")).toEqual(["Free helmet", "MISS"])
      expect(await read("/store/offers?locale=bn-BD")).toEqual(["Free helmet", "HIT"])
      expect(await read("/store/offers", { "x-medusa-locale": "bn-BD" })).toEqual(["Free helmet", "MISS"])
      expect(await read("/store/offers")).toEqual(["Free helmet", "HIT"])

      // The plugin's route forgets the kind's answers as it answers.
      await translate(`/admin/offers/${offer.id}`, { [BN]: { name: "হেলমেট ফ্রি" } })
      expect(await read("/store/offers?locale=bn-BD")).toEqual(["হেলমেট ফ্রি", "MISS"])
      expect(await read("/store/offers", { "x-medusa-locale": "bn-BD" })).toEqual(["হেলমেট ফ্রি", "MISS"])
      expect(await read("/store/offers")).toEqual(["Free helmet", "MISS"])
      expect(await read("/store/offers?locale=bn-BD")).toEqual(["হেলমেট ফ্রি", "HIT"])

      // Medusa's own translation routes (its dashboard's Translations page): forgotten too.
      const [row] = (await api.get(`/admin/translations?reference_id=${offer.id}`, session.admin)).data.translations as { id: string }[]
      await api.post("/admin/translations/batch", { update: [{ id: row.id, translations: { name: "প্রতিটি মাউন্টেন বাইকের সাথে হেলমেট ফ্রি" } }] }, session.admin)
      await eventually(async () => expect((await read("/store/offers?locale=bn-BD"))[0]).toBe("প্রতিটি মাউন্টেন বাইকের সাথে হেলমেট ফ্রি"))
    })

    it("refuses a language it does not have with a reason, never a 5xx", async () => {
      for (const [path, headers] of [
        ["/store/news?locale=fr", {}],
        ["/store/offers?locale=bn", {}],
        ["/store/category-menus?locale=xx-YY", {}],
        ["/store/sliders", { "x-medusa-locale": "de-DE" }],
        ["/store/policy-pages?locale=%F0%9F%98%80", {}],
      ] as [string, Record<string, string>][]) {
        const response = await failure(get(path, headers))
        expect([path, response.status]).toEqual([path, 400])
        expect(response.data.message).toMatch(/locale must be bn-BD \(Bangla\) or en \(English\)/)
      }
      const repeated = await failure(get("/store/news?locale=bn-BD&locale=en"))
      expect(repeated.status).toBe(400)
    })

    it("lets only an admin save Bangla", async () => {
      const offer = (await api.post("/admin/offers", { name: "Sale", url: "/shop" }, session.admin)).data.offer
      for (const who of [session.visitor, session.customer, {}]) {
        const response = await failure(api.post(`/admin/offers/${offer.id}/translations`, { [BN]: { name: "ছাড়" } }, who))
        expect([401, 403]).toContain(response.status)
      }
      expect((await api.get("/admin/offers", session.admin)).data.offers[0].translations).toEqual({ [BN]: null })
    })

    it("checks the Bangla like the English: trimmed, not empty, not too long, no NUL, only the item's texts", async () => {
      const news = await addNews("Friday dawn rides", "Every Friday at 6:00.")
      const path = `/admin/news/${news.id}`
      for (const [body, message] of [
        [{}, 'Send the Bangla texts as { "bn-BD": { ... } }, or { "bn-BD": null } to remove them'],
        [{ fr: { title: "Balade" } }, 'Send the Bangla texts as { "bn-BD": { ... } }, or { "bn-BD": null } to remove them'],
        [{ [BN]: "শুক্রবার" }, 'Send the Bangla texts as { "bn-BD": { ... } }, or { "bn-BD": null } to remove them'],
        [{ [BN]: {} }, "Send at least one Bangla text: title, description (null removes one)"],
        [{ [BN]: { title: "   " } }, "title must be text, or null to remove its Bangla"],
        [{ [BN]: { title: 42 } }, "title must be text, or null to remove its Bangla"],
        [{ [BN]: { title: "ক".repeat(201) } }, "title must be at most 200 characters"],
        [{ [BN]: { description: "ক".repeat(10_001) } }, "description must be at most 10000 characters"],
        [{ [BN]: { title: "ভোরের\u0000রাইড" } }, null],
        [{ [BN]: { subtitle: "ভোর" } }, "Only these texts have Bangla: title, description"],
      ] as [unknown, string | null][]) {
        const response = await failure(translate(path, body))
        expect([JSON.stringify(body).slice(0, 60), response.status]).toEqual([JSON.stringify(body).slice(0, 60), 400])
        if (message) expect(response.data.message).toBe(message)
        else expect(response.data.message).toMatch(/NUL/)
      }
      const unknown = await failure(translate("/admin/news/news_unknown", { [BN]: { title: "খবর" } }))
      expect([unknown.status, unknown.data.message]).toEqual([404, "News with id news_unknown was not found"])
      expect((await api.get("/admin/news", session.admin)).data.news[0].translations).toEqual({ [BN]: null })
    })
  },
})

/** Waits until `check` stops throwing (a subscriber runs after the request has been answered). */
async function eventually(check: () => Promise<void>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
