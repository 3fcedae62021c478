import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { resetShop, setBrowserLocale } from "../../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { categoryName, isCategory } from "./category-names"

/** Medusa's /store/product-categories on a Bangla page: filtered by the stored (English) name or handle, answered in Bangla. */
function categories() {
  const stored = [{ name: "Mountain", handle: "mountain", bn: "মাউন্টেন" }]
  return fakeBackend({
    "/storefront/config": () => json(SHOP_CONFIG),
    "/store/product-categories": (url) => {
      const name = url.searchParams.get("name")
      const handle = url.searchParams.get("handle")
      const found = stored.filter((category) => (name === null || category.name === name) && (handle === null || category.handle === handle))
      const bangla = url.searchParams.get("locale") === "bn-BD"
      return json({ product_categories: found.map((category) => ({ name: bangla ? category.bn : category.name, handle: category.handle })) })
    },
  })
}

describe("a category page's heading", () => {
  beforeEach(() => resetShop())
  afterEach(() => setBrowserLocale("en"))

  it("names /bn/shop/Mountain in Bangla, as Medusa's Translation module has it", async () => {
    setBrowserLocale("bn")
    const { calls } = categories()
    expect(await categoryName("Mountain")).toBe("মাউন্টেন")
    expect(calls.at(-1)?.url.searchParams.get("locale")).toBe("bn-BD")
    // By its handle, in any letter case, too.
    expect(await categoryName("MOUNTAIN")).toBe("মাউন্টেন")
    // An address that already carries the Bangla name keeps it.
    expect(await categoryName("মাউন্টেন")).toBe("মাউন্টেন")
    expect(await isCategory("Mountain")).toBe(true)
    expect(await isCategory("Road")).toBe(false)
  })

  it("stays English on English pages", async () => {
    categories()
    expect(await categoryName("Mountain")).toBe("Mountain")
  })
})
