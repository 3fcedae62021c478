import type { z } from "@medusajs/framework/zod"
import { CONTENT_LIMITS } from "../../limits"
import { messages } from "../../messages"
import {
  AdminAddSubMenu,
  AdminCreateCategoryMenu,
  AdminCreateNews,
  AdminCreateOffer,
  AdminCreateSlider,
  AdminReorderSliders,
  AdminUpdateNews,
  AdminUpdateOffer,
  AdminUpdateSlider,
  AdminUpsertPolicyPage,
  PolicyHandle,
} from "../validators"

/** The message an admin reads when the body is refused (validateBody answers the first issue's), or "ok". */
const answer = (schema: z.ZodType, body: unknown) => {
  const result = schema.safeParse(body)
  return result.success ? "ok" : result.error.issues[0].message
}

describe("a news item (POST /admin/news)", () => {
  it("takes a title and a text, trimmed, and a date when one is given", () => {
    const parsed = AdminCreateNews.parse({ title: "  Eid sale  ", description: " Ten percent off ", date: "2026-03-12" })
    expect(parsed).toEqual({ title: "Eid sale", description: "Ten percent off", date: new Date("2026-03-12") })
    expect(AdminCreateNews.parse({ title: "Eid sale", description: "x", date: "" }).date).toBeUndefined()
  })

  it.each([
    [{ description: "x" }, messages.titleRequired],
    [{ title: "   ", description: "x" }, messages.titleRequired],
    [{ title: "Eid", description: "" }, messages.descriptionRequired],
    [{ title: 42, description: "x" }, messages.titleRequired],
    [{ title: "Eid", description: "x", date: "next Tuesday-ish" }, messages.dateInvalid],
    [{ title: "Eid", description: "x", date: "2026-01-01".repeat(11) }, messages.dateInvalid],
    [{ title: "Eid\0", description: "x" }, messages.nulCharacter("title")],
  ])("refuses %p with %p", (body, message) => {
    expect(answer(AdminCreateNews, body)).toBe(message)
  })

  it("takes the longest title and text allowed, and says the limit one character beyond", () => {
    const longest = { title: "t".repeat(CONTENT_LIMITS.newsTitle), description: "d".repeat(CONTENT_LIMITS.newsDescription) }
    expect(answer(AdminCreateNews, longest)).toBe("ok")
    expect(answer(AdminCreateNews, { ...longest, title: `${longest.title}t` })).toBe("title must be at most 200 characters")
    expect(answer(AdminCreateNews, { ...longest, description: `${longest.description}d` })).toBe("description must be at most 10000 characters")
  })
})

describe("a slide (POST /admin/sliders) and an offer link (POST /admin/offers)", () => {
  it.each(["/shop/Mountain", "/", "https://chaka.com.bd/eid", "http://example.com/x?y=1"])("takes the link %p", (url) => {
    expect(answer(AdminCreateSlider, { url })).toBe("ok")
    expect(answer(AdminCreateOffer, { name: "Eid", url })).toBe("ok")
  })

  it.each(["javascript:alert(1)", "shop/Mountain", "ftp://example.com", "https://", "https://exa mple.com", "//evil.example/eid", "/\\evil.example"])(
    "refuses the link %p, saying what a link must be",
    (url) => {
      expect(answer(AdminCreateOffer, { name: "Eid", url })).toBe("url must be a path starting with / or an http(s) URL")
      expect(answer(AdminCreateSlider, { url })).toBe("url must be a path starting with / or an http(s) URL")
    }
  )

  it("asks for a link, and for an offer's name", () => {
    expect(answer(AdminCreateSlider, {})).toBe(messages.urlRequired)
    expect(answer(AdminCreateOffer, { url: "/shop" })).toBe(messages.nameRequired)
    expect(answer(AdminCreateOffer, { name: "n".repeat(CONTENT_LIMITS.name + 1), url: "/shop" })).toBe("name must be at most 100 characters")
    expect(answer(AdminCreateOffer, { name: "Eid", url: `/${"a".repeat(CONTENT_LIMITS.url)}` })).toBe("url must be at most 2048 characters")
  })

  it("treats a slide's blank title as none, and checks one that is given", () => {
    expect(AdminCreateSlider.parse({ url: "/shop", title: "   " })).toEqual({ url: "/shop", title: undefined })
    expect(AdminCreateSlider.parse({ url: "/shop", title: " Ride home " })).toEqual({ url: "/shop", title: "Ride home" })
    expect(answer(AdminCreateSlider, { url: "/shop", title: 7 })).toBe(messages.textInvalid("title"))
    expect(answer(AdminCreateSlider, { url: "/shop", title: "t".repeat(CONTENT_LIMITS.sliderTitle + 1) })).toBe("title must be at most 200 characters")
  })
})

describe("a category menu and its sub-menus", () => {
  it("takes a name, trimmed, and refuses a missing, blank or NUL one", () => {
    expect(AdminCreateCategoryMenu.parse({ name: " Bikes " })).toEqual({ name: "Bikes" })
    expect(answer(AdminCreateCategoryMenu, { name: "" })).toBe(messages.nameRequired)
    expect(answer(AdminAddSubMenu, {})).toBe(messages.nameRequired)
    expect(answer(AdminAddSubMenu, { name: "Moun\0tain" })).toBe(messages.nulCharacter("name"))
  })
})

describe("a policy page (POST /admin/policy-pages/:handle)", () => {
  it.each(["returns-and-warranty", "privacy", "terms-2026", "a"])("takes the address %p", (handle) => {
    expect(PolicyHandle.safeParse(handle).success).toBe(true)
  })

  it.each(["Returns", "returns--warranty", "-returns", "returns-", "returns_and_warranty", "", "a".repeat(65), "../etc/passwd", "delivery/dhaka"])(
    "refuses the address %p in words an admin understands",
    (handle) => {
      expect(answer(PolicyHandle, handle)).toBe(messages.policyHandleInvalid)
    }
  )

  it("takes a title and a body up to their limits, and asks for each", () => {
    const page = { title: "Delivery", body: "b".repeat(CONTENT_LIMITS.policyBody) }
    expect(answer(AdminUpsertPolicyPage, page)).toBe("ok")
    expect(answer(AdminUpsertPolicyPage, { ...page, body: `${page.body}b` })).toBe("body must be at most 50000 characters")
    expect(answer(AdminUpsertPolicyPage, { title: "Delivery" })).toBe(messages.bodyRequired)
    expect(answer(AdminUpsertPolicyPage, { body: "x" })).toBe(messages.titleRequired)
  })
})

describe("edits (POST /admin/offers/:id, /admin/sliders/:id, /admin/news/:id) and the slides' order", () => {
  const offerEmpty = messages.editEmpty(["name", "url", "promotion_id", "price_list_id"])

  it("an offer's edit takes any of its name, link and target, checked as when it was added; not nothing, nor an unknown field", () => {
    expect(AdminUpdateOffer.parse({ name: " Puja deal " })).toEqual({ name: "Puja deal" })
    expect(AdminUpdateOffer.parse({ url: "/shop", promotion_id: null })).toEqual({ url: "/shop", promotion_id: null })
    expect(answer(AdminUpdateOffer, {})).toBe(offerEmpty)
    expect(answer(AdminUpdateOffer, { colour: "red" })).toBe(offerEmpty)
    expect(answer(AdminUpdateOffer, { name: " " })).toBe(messages.nameRequired)
    expect(answer(AdminUpdateOffer, { url: "//evil.example" })).toBe("url must be a path starting with / or an http(s) URL")
    expect(answer(AdminUpdateOffer, { promotion_id: "promo_1", price_list_id: "plist_1" })).toBe(messages.offerTargetBoth)
  })

  it("a slide's edit: a blank or null title removes it, a link is checked; the body alone may be empty (a new picture is the change)", () => {
    expect(AdminUpdateSlider.parse({ title: "  " })).toEqual({ title: null })
    expect(AdminUpdateSlider.parse({ title: null, url: "/shop/BMX" })).toEqual({ title: null, url: "/shop/BMX" })
    expect(AdminUpdateSlider.parse({})).toEqual({})
    expect(answer(AdminUpdateSlider, { url: "javascript:alert(1)" })).toBe("url must be a path starting with / or an http(s) URL")
    expect(answer(AdminUpdateSlider, { title: "t".repeat(CONTENT_LIMITS.sliderTitle + 1) })).toBe("title must be at most 200 characters")
    expect(answer(AdminUpdateSlider, { rank: 0 })).toBe(messages.editEmpty(["url", "title", "image"]))
  })

  it("a news edit: a blank date is no change, a date that is none is refused", () => {
    expect(AdminUpdateNews.parse({ title: " Eid ", date: "" })).toEqual({ title: "Eid", date: undefined })
    expect(AdminUpdateNews.parse({ date: "2026-03-02" })).toEqual({ date: new Date("2026-03-02") })
    expect(answer(AdminUpdateNews, { date: "yesterday-ish" })).toBe(messages.dateInvalid)
    expect(answer(AdminUpdateNews, { description: " " })).toBe(messages.descriptionRequired)
    expect(answer(AdminUpdateNews, { image_url: "https://evil.example/x.png" })).toBe(messages.editEmpty(["title", "description", "date", "image"]))
  })

  it("the slides' order lists ids once each: not an empty list, a repeat, a path or anything but a list", () => {
    expect(AdminReorderSliders.parse({ ids: ["slide_b", "slide_a"] })).toEqual({ ids: ["slide_b", "slide_a"] })
    for (const body of [{ ids: [] }, { ids: ["slide_a", "slide_a"] }, { ids: ["../news"] }, { ids: "slide_a" }, {}, { ids: ["slide_a"], rank: 1 }])
      expect(answer(AdminReorderSliders, body)).toBe(messages.sliderOrderInvalid)
  })
})
