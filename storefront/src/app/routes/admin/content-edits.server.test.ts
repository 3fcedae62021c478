// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { messagesFor } from "../../../i18n"
import { resetShop } from "../../../lib/medusa"
import { readStoreFrom } from "../../../lib/store.server"
import { json } from "../../../testing/backend"
import { action as customizeAction } from "./customize"
import { action as addNewsAction } from "./add-news"
import { adminBackend, answered, post, run } from "../../../features/admin/api/test-admin-actions"
import { DELETE_NEWS, EDIT_NEWS } from "../../../features/admin/news/forms"
import { CONTENT_INTENTS } from "../../../features/admin/content/forms"
import { IMAGE_MAX_BYTES } from "../../../features/admin/content/image-file"

const en = messagesFor("en")
const bn = messagesFor("bn")
const t = en.adminContent

const picture = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: "image/png" })
const multipart = (fields: Record<string, string>, image?: File) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  // A browser without scripts posts an empty, nameless file when none was chosen.
  form.append("image", image ?? new File([], "", { type: "application/octet-stream" }))
  return form
}
const customize = (fields: Record<string, string> | FormData) => run(customizeAction, post("/admin/customize", fields))
const news = (fields: Record<string, string> | FormData) => run(addNewsAction, post("/admin/add-news", fields))
const SLIDES = { sliders: [{ id: "slide_a" }, { id: "slide_b" }, { id: "slide_c" }] }

/** Issue 55's edits as the forms post them, with or without scripts: what reaches the admin API, and what is refused before it. */
describe("editing offers, slides and news, and moving slides (the admin routes' actions)", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())
  afterEach(() => vi.restoreAllMocks())

  it("an offer's new name and link, a slide's link and banner text (JSON) or with a new picture (multipart), each saying so", async () => {
    const ok = () => json({})
    const { writes } = adminBackend({ "/admin/offers/offer_1": ok, "/admin/sliders/slide_a": ok })
    expect(answered(await customize({ intent: CONTENT_INTENTS.editOffer, id: "offer_1", name: " Puja deal ", url: "/shop/City" })).done).toBe(
      en.toasts.offerTargetSaved
    )
    expect(answered(await customize(multipart({ intent: CONTENT_INTENTS.editSlider, id: "slide_a", url: "/shop/BMX", title: "" }))).done).toBe(
      en.toasts.sliderUpdated
    )
    expect(
      answered(await customize(multipart({ intent: CONTENT_INTENTS.editSlider, id: "slide_a", url: "/shop", title: "Eid" }, picture("new.png")))).done
    ).toBe(en.toasts.sliderUpdated)
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      "POST /admin/offers/offer_1",
      "POST /admin/sliders/slide_a",
      "POST /admin/sliders/slide_a",
    ])
    expect(writes[0].body).toEqual({ name: "Puja deal", url: "/shop/City" })
    // No new picture: JSON, and an empty banner text removes it.
    expect(writes[1].body).toEqual({ url: "/shop/BMX", title: "" })
    const withPicture = writes[2].body as FormData
    expect([withPicture.get("url"), withPicture.get("title"), (withPicture.get("image") as File).name]).toEqual(["/shop", "Eid", "new.png"])
  })

  it("refuses an edit's empty name, a link that is none and a picture too large beside their fields, calling nothing", async () => {
    const { writes } = adminBackend({ "/admin/offers/offer_1": () => json({}), "/admin/sliders/slide_a": () => json({}) })
    expect(answered(await customize({ intent: CONTENT_INTENTS.editOffer, id: "offer_1", name: "", url: "javascript:alert(1)" }))).toMatchObject({
      status: 400,
      fields: { name: t.nameRequired, url: t.urlInvalid },
    })
    expect(
      answered(await customize(multipart({ intent: CONTENT_INTENTS.editSlider, id: "slide_a", url: "/shop" }, picture("huge.png", IMAGE_MAX_BYTES + 1))))
    ).toMatchObject({
      status: 413,
      fields: { image: t.imageTooLarge },
    })
    // A row's form without its record.
    expect(answered(await customize({ intent: CONTENT_INTENTS.editOffer, name: "Deal", url: "/shop" }))).toMatchObject({
      status: 400,
      error: en.adminArea.notAForm,
    })
    expect(writes).toEqual([])
  })

  it("moves a slide a place up or down by sending every slide in the new order; nothing past either end or for a direction it does not offer", async () => {
    const { writes } = adminBackend({ "/admin/sliders": () => json(SLIDES), "/admin/sliders/reorder": () => json(SLIDES) })
    expect(answered(await customize({ intent: CONTENT_INTENTS.moveSlider, id: "slide_c", direction: "up" })).done).toBe(en.toasts.slidersReordered)
    expect(answered(await customize({ intent: CONTENT_INTENTS.moveSlider, id: "slide_a", direction: "down" })).done).toBe(en.toasts.slidersReordered)
    const reorders = writes.filter((write) => write.method === "POST")
    expect(reorders.map((write) => write.body)).toEqual([{ ids: ["slide_a", "slide_c", "slide_b"] }, { ids: ["slide_b", "slide_a", "slide_c"] }])

    for (const fields of [
      { id: "slide_a", direction: "up" },
      { id: "slide_c", direction: "down" },
      { id: "slide_gone", direction: "up" },
      { id: "slide_b", direction: "sideways" },
      { id: "slide_b", direction: "__proto__" },
    ])
      expect(answered(await customize({ intent: CONTENT_INTENTS.moveSlider, ...fields }))).toMatchObject({ status: 400, error: en.adminArea.notAForm })
    expect(writes.filter((write) => write.method === "POST")).toHaveLength(2)
  })

  it("says the admin API's refusal of a stale order (another admin changed the slides) on the page", async () => {
    adminBackend({
      "/admin/sliders": () => json(SLIDES),
      "/admin/sliders/reorder": () =>
        json({ type: "invalid_data", message: "The slides have changed since this order was made: list all 4 of them (read the slides again)" }, 400),
    })
    expect(answered(await customize({ intent: CONTENT_INTENTS.moveSlider, id: "slide_b", direction: "up" }))).toMatchObject({
      status: 400,
      error: "The slides have changed since this order was made: list all 4 of them (read the slides again)",
    })
  })

  it("edits a news item (JSON, or multipart with a new picture) and deletes one, in the page's language; refuses a blank title calling nothing", async () => {
    const { writes } = adminBackend({ "/admin/news/news_1": () => json({}) })
    expect(answered(await news(multipart({ intent: EDIT_NEWS, id: "news_1", title: "Eid hours", description: "Open late", date: "" }))).done).toBe(
      en.toasts.newsUpdated
    )
    expect(
      answered(await news(multipart({ intent: EDIT_NEWS, id: "news_1", title: "Eid hours", description: "Open late", date: "2026-03-02" }, picture("eid.png"))))
        .done
    ).toBe(en.toasts.newsUpdated)
    expect(answered(await news({ intent: DELETE_NEWS, id: "news_1" })).done).toBe(en.toasts.newsDeleted)
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual(["POST /admin/news/news_1", "POST /admin/news/news_1", "DELETE /admin/news/news_1"])
    // A blank date is left out (the item keeps its day).
    expect(writes[0].body).toEqual({ title: "Eid hours", description: "Open late" })
    const withPicture = writes[1].body as FormData
    expect([withPicture.get("date"), (withPicture.get("image") as File).name]).toEqual(["2026-03-02", "eid.png"])

    const refused = answered(await run(addNewsAction, post("/bn/admin/add-news", { intent: EDIT_NEWS, id: "news_1", title: " ", description: "x", date: "" })))
    expect(refused).toMatchObject({ status: 400, fields: { title: bn.adminNews.titleRequired } })
    expect(answered(await news({ intent: DELETE_NEWS, id: ".." }))).toMatchObject({ status: 400 })
    expect(writes).toHaveLength(3)
  })
})
