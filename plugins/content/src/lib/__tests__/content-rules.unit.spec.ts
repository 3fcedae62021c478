import { MedusaError } from "@medusajs/framework/utils"
import type { MedusaRequest } from "@medusajs/framework/http"
import { PolicyTextValues } from "../../workflows/read-policy-page"
import { BANGLA, contentLocale, contentLocaleOf } from "../locale"
import { fillPlaceholders } from "../policy-placeholders"
import { presentMenu, presentNews, presentPolicyPage, presentSlider } from "../present"
import { replaceSubMenuTranslations, subMenuLabels } from "../sub-menu-labels"
import { CONTENT_TRANSLATION_TAGS } from "../translatable"

describe("a policy page's placeholders (the policyTextValues hook's values)", () => {
  const values = { dhaka_delivery_days: "1 to 2 days", delivery_charge: "৳ 80" }

  it("fills each placeholder the shop names, every time it appears", () => {
    const body = "Inside Dhaka: {dhaka_delivery_days}. Charge {delivery_charge}; again {dhaka_delivery_days}."
    expect(fillPlaceholders(body, values)).toBe("Inside Dhaka: 1 to 2 days. Charge ৳ 80; again 1 to 2 days.")
  })

  it("leaves a name the shop does not fill as written, so a typo shows instead of vanishing", () => {
    expect(fillPlaceholders("Within {dhaka_delivry_days}.", values)).toBe("Within {dhaka_delivry_days}.")
    // Not placeholders at all: upper case, a leading digit, a space, an inherited name.
    expect(fillPlaceholders("{Dhaka} {1st} {a b} {constructor} {toString}", values)).toBe("{Dhaka} {1st} {a b} {constructor} {toString}")
  })

  it("inserts a value as text: a value that looks like a placeholder or a replacement pattern is not read again", () => {
    expect(fillPlaceholders("{a} {b}", { a: "{b}", b: "$& $1" })).toBe("{b} $& $1")
  })

  it("takes only placeholder names and texts from a shop's hook", () => {
    expect(PolicyTextValues.safeParse(values).success).toBe(true)
    expect(PolicyTextValues.safeParse({ "Dhaka days": "2" }).success).toBe(false)
    expect(PolicyTextValues.safeParse({ dhaka_delivery_days: 2 }).success).toBe(false)
  })
})

describe("the language a store read asks for", () => {
  const request = (locale: unknown) => ({ locale }) as unknown as MedusaRequest

  it.each([
    [undefined, undefined],
    ["", undefined],
    ["en", undefined],
    ["EN-us", undefined],
    ["bn-BD", BANGLA],
    ["BN-bd", BANGLA],
  ])("reads %p as %p (undefined: English, the stored text)", (written, locale) => {
    expect(contentLocaleOf(written)).toBe(locale)
    expect(contentLocale(request(written))).toBe(locale)
  })

  it.each(["fr", "bn", "bn-IN", "english", 5])("refuses %p with a 400 that does not repeat it", (written) => {
    let thrown: unknown
    try {
      contentLocale(request(written))
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(MedusaError)
    expect((thrown as MedusaError).type).toBe(MedusaError.Types.INVALID_DATA)
    expect((thrown as MedusaError).message).toBe("locale must be bn-BD (Bangla) or en (English), or left out for English")
  })
})

describe("what the store routes show of each record", () => {
  it("shows a news item's date as ISO text and nothing of the File module", () => {
    const stored = {
      id: "news_1",
      title: "Eid",
      description: "Sale",
      date: new Date("2026-03-12T00:00:00Z"),
      image_url: "/f/a.jpg",
      image_id: "file_1",
      deleted_at: null,
    }
    expect(presentNews(stored)).toEqual({ id: "news_1", title: "Eid", description: "Sale", date: "2026-03-12T00:00:00.000Z", image_url: "/f/a.jpg" })
  })

  it("gives a slide made before titles existed a null title", () => {
    expect(presentSlider({ id: "slide_1", image_url: "/f/s.jpg", url: "/shop", rank: 0 })).toEqual({
      id: "slide_1",
      image_url: "/f/s.jpg",
      url: "/shop",
      rank: 0,
      title: null,
    })
  })

  it("shows a policy page's last change as ISO text", () => {
    expect(presentPolicyPage({ handle: "privacy", title: "Privacy", body: "…", updated_at: "2026-01-02T03:04:05Z" }).updated_at).toBe(
      "2026-01-02T03:04:05.000Z"
    )
  })

  const menu = {
    id: "catmenu_1",
    name: "Bikes",
    sub_menus: ["Mountain", "Road", "Kids"],
    sub_menu_translations: { [BANGLA]: { Mountain: "মাউন্টেন", Road: "  ", Gone: "চলে গেছে" } },
  }

  it("keeps a menu's names for its links and shows Bangla labels only where translated, in the sub-menus' order", () => {
    expect(presentMenu(menu, { locale: BANGLA, label: "সাইকেল" })).toEqual({
      id: "catmenu_1",
      name: "Bikes",
      sub_menus: ["Mountain", "Road", "Kids"],
      label: "সাইকেল",
      sub_menu_labels: ["মাউন্টেন", "Road", "Kids"],
    })
  })

  it("shows English labels (the names) when no language is asked for", () => {
    expect(presentMenu(menu)).toMatchObject({ label: "Bikes", sub_menu_labels: ["Mountain", "Road", "Kids"] })
  })

  it("keeps only real labels of sub-menus the menu still has", () => {
    expect(subMenuLabels(menu, BANGLA)).toEqual({ Mountain: "মাউন্টেন" })
    expect(subMenuLabels({ sub_menus: ["Mountain"], sub_menu_translations: null }, BANGLA)).toEqual({})
    expect(subMenuLabels({ sub_menus: ["Mountain"], sub_menu_translations: { [BANGLA]: ["মাউন্টেন"] } }, BANGLA)).toEqual({})
  })

  it("replaces a menu's labels whole: emptied first, since Medusa merges a JSON column with an update", async () => {
    const writes: unknown[] = []
    const service = { updateCategoryMenus: async (data: unknown) => void writes.push(data) }
    await replaceSubMenuTranslations(service, "catmenu_1", { [BANGLA]: { Road: "রোড" } })
    await replaceSubMenuTranslations(service, "catmenu_2", null)
    expect(writes).toEqual([
      { id: "catmenu_1", sub_menu_translations: null },
      { id: "catmenu_1", sub_menu_translations: { [BANGLA]: { Road: "রোড" } } },
      { id: "catmenu_2", sub_menu_translations: null },
    ])
  })
})

describe("what a translation's change forgets", () => {
  it("names the cached answers of each translatable record by the Translation module's reference", () => {
    expect(CONTENT_TRANSLATION_TAGS).toEqual({ news: "news", slider: "sliders", offer: "offers", category_menu: "menus", policy_page: "pages" })
  })
})
