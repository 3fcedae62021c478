// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { messagesFor } from "../../../i18n"
import { resetShop } from "../../../lib/medusa"
import { readStoreFrom } from "../../../lib/store.server"
import { json } from "../../../testing/backend"
import { action as customizeAction } from "./customize"
import { action as addNewsAction } from "./add-news"
import { adminBackend, answered, post, run } from "../../../features/admin/api/test-admin-actions"
import { ADD_NEWS } from "../../../features/admin/news/forms"
import { CONTENT_INTENTS } from "../../../features/admin/content/forms"
import { IMAGE_MAX_BYTES } from "../../../features/admin/content/image-file"

const en = messagesFor("en")
const t = en.adminContent

const picture = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: "image/png" })
const multipart = (fields: Record<string, string>, image?: File) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (image) form.append("image", image)
  return form
}
const customize = (fields: Record<string, string> | FormData) => run(customizeAction, post("/admin/customize", fields))

describe("the home content's forms (routes/admin/customize.tsx's action) and adding news", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())
  afterEach(() => vi.restoreAllMocks())

  it("adds and deletes menus, sub-menus, offers and slider pictures, each saying so", async () => {
    const ok = () => json({})
    const { writes } = adminBackend({
      "/admin/category-menus": ok,
      "/admin/category-menus/menu_1": ok,
      "/admin/category-menus/menu_1/sub-menus": ok,
      "/admin/category-menus/menu_1/sub-menus/Balance%20bikes": ok,
      "/admin/offers": ok,
      "/admin/offers/offer_1": ok,
      "/admin/sliders": ok,
      "/admin/sliders/slider_1": ok,
    })
    const done = async (fields: Record<string, string> | FormData) => answered(await customize(fields)).done
    expect(await done({ intent: CONTENT_INTENTS.addMenu, name: " Tandem " })).toBe(en.toasts.menuAdded)
    expect(await done({ intent: CONTENT_INTENTS.addSubMenu, id: "menu_1", name: "Balance bikes" })).toBe(en.toasts.subMenuAdded)
    expect(await done({ intent: CONTENT_INTENTS.removeSubMenu, id: "menu_1", name: "Balance bikes" })).toBe(en.toasts.deleted)
    expect(await done({ intent: CONTENT_INTENTS.deleteMenu, id: "menu_1" })).toBe(en.toasts.menuDeleted)
    expect(await done({ intent: CONTENT_INTENTS.addOffer, name: "Monsoon deal", url: "/shop" })).toBe(en.toasts.offerAdded)
    expect(await done({ intent: CONTENT_INTENTS.deleteOffer, id: "offer_1" })).toBe(en.toasts.offerDeleted)
    expect(await done(multipart({ intent: CONTENT_INTENTS.addSlider, url: "/shop" }, picture("slide.png")))).toBe(en.toasts.sliderImageAdded)
    expect(await done({ intent: CONTENT_INTENTS.deleteSlider, id: "slider_1" })).toBe(en.toasts.imageDeleted)
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      "POST /admin/category-menus",
      "POST /admin/category-menus/menu_1/sub-menus",
      "DELETE /admin/category-menus/menu_1/sub-menus/Balance%20bikes",
      "DELETE /admin/category-menus/menu_1",
      "POST /admin/offers",
      "DELETE /admin/offers/offer_1",
      "POST /admin/sliders",
      "DELETE /admin/sliders/slider_1",
    ])
    expect(writes[0].body).toEqual({ name: "Tandem" })
    // The slider's picture goes on as multipart, as the content plugin's upload reads it.
    const slider = writes[6].body as FormData
    expect(slider.get("url")).toBe("/shop")
    expect((slider.get("image") as File).name).toBe("slide.png")
  })

  it("refuses a missing name, a link that is none and a slider picture too large next to their fields, calling nothing", async () => {
    const { writes } = adminBackend({ "/admin/category-menus": () => json({}), "/admin/offers": () => json({}), "/admin/sliders": () => json({}) })
    expect(answered(await customize({ intent: CONTENT_INTENTS.addMenu, name: "" }))).toMatchObject({ status: 400, fields: { name: t.nameRequired } })
    expect(answered(await customize({ intent: CONTENT_INTENTS.addOffer, name: "Deal", url: "javascript:alert(1)" }))).toMatchObject({
      status: 400,
      fields: { url: t.urlInvalid },
    })
    const large = answered(await customize(multipart({ intent: CONTENT_INTENTS.addSlider, url: "/shop" }, picture("huge.png", IMAGE_MAX_BYTES + 1))))
    expect(large).toMatchObject({ status: 413, fields: { image: t.imageTooLarge } })
    expect(answered(await customize(multipart({ intent: CONTENT_INTENTS.addSlider, url: "/shop" })))).toMatchObject({
      status: 400,
      fields: { image: t.imageRequired },
    })
    expect(writes).toEqual([])
  })

  it("adds news with its picture (multipart), or refuses it without one", async () => {
    const { writes } = adminBackend({ "/admin/news": () => json({ news: { id: "news_1" } }) })
    const news = (image?: File) =>
      run(
        addNewsAction,
        post("/admin/add-news", multipart({ intent: ADD_NEWS, title: "Night ride", description: "Two hundred riders.", date: "2026-03-01" }, image))
      )
    expect(answered(await news())).toMatchObject({ status: 400, fields: { image: en.adminNews.imageRequired }, values: { title: "Night ride" } })
    expect(answered(await news(picture("ride.png")))).toMatchObject({ status: 200, done: en.toasts.newsAdded })
    const sent = writes[0].body as FormData
    expect([sent.get("title"), sent.get("description"), sent.get("date"), (sent.get("image") as File).name]).toEqual([
      "Night ride",
      "Two hundred riders.",
      "2026-03-01",
      "ride.png",
    ])
  })
})
