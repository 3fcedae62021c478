import { liveUntil, offerLive, priceListLive, promotionLive } from "../offer-live"
import { promotionProductFilters } from "../promotion-products"

const now = new Date("2026-12-05T12:00:00Z")
const before = "2026-12-01T00:00:00Z"
const after = "2026-12-31T00:00:00Z"

describe("offerLive", () => {
  it("shows a card for an active promotion inside its campaign's dates, and hides it otherwise", () => {
    const campaign = { starts_at: before, ends_at: after }
    expect(promotionLive({ status: "active", campaign }, now)).toBe(true)
    expect(promotionLive({ status: "active", campaign: null }, now)).toBe(true)
    expect(promotionLive({ status: "draft", campaign }, now)).toBe(false)
    expect(promotionLive({ status: "inactive", campaign }, now)).toBe(false)
    expect(promotionLive({ status: "active", campaign: { starts_at: after } }, now)).toBe(false)
    expect(promotionLive({ status: "active", campaign: { ends_at: before } }, now)).toBe(false)
    // The end is the moment it stops (Medusa applies it up to, not at, ends_at).
    expect(promotionLive({ status: "active", campaign: { ends_at: now } }, now)).toBe(false)
  })

  it("hides a used-up promotion or a spent campaign budget; a per-customer budget stays each customer's", () => {
    expect(promotionLive({ status: "active", limit: 10, used: 10 }, now)).toBe(false)
    expect(promotionLive({ status: "active", limit: 10, used: 9 }, now)).toBe(true)
    expect(promotionLive({ status: "active", campaign: { budget: { type: "usage", limit: 5, used: 5 } } }, now)).toBe(false)
    expect(promotionLive({ status: "active", campaign: { budget: { type: "spend", limit: "1000", used: "1000" } } }, now)).toBe(false)
    expect(promotionLive({ status: "active", campaign: { budget: { type: "use_by_attribute", limit: 1, used: 40 } } }, now)).toBe(true)
  })

  it("shows a price list while active and inside its dates", () => {
    expect(priceListLive({ status: "active", starts_at: before, ends_at: after }, now)).toBe(true)
    expect(priceListLive({ status: "draft", starts_at: before, ends_at: after }, now)).toBe(false)
    expect(priceListLive({ status: "active", starts_at: after }, now)).toBe(false)
    expect(priceListLive({ status: "active", ends_at: before }, now)).toBe(false)
  })

  it("a plain link always shows; a card naming a deleted record never does", () => {
    expect(offerLive({}, now)).toBe(true)
    expect(offerLive({ promotion_id: "promo_1", promotion: null }, now)).toBe(false)
    expect(offerLive({ price_list_id: "plist_1", price_list: undefined }, now)).toBe(false)
    expect(liveUntil({ promotion: { campaign: { ends_at: after } } })).toBe(new Date(after).toISOString())
    expect(liveUntil({})).toBeNull()
  })
})

describe("promotionProductFilters", () => {
  const rule = (attribute: string, operator: string, values: string[]) => ({ attribute, operator, values: values.map((value) => ({ value })) })

  it("reads an items promotion's target rules, not its buy rules or cart rules", () => {
    const filters = promotionProductFilters({
      application_method: { target_type: "items", target_rules: [rule("items.product.categories.id", "in", ["pcat_helmets"])] },
      rules: [rule("items.product.id", "in", ["prod_other"])],
    })
    expect(filters).toEqual([{ by: "category", ids: ["pcat_helmets"], exclude: false }])
  })

  it("reads a delivery promotion's cart rules on the items; ignores attributes that name no product", () => {
    const filters = promotionProductFilters({
      application_method: { target_type: "shipping_methods", target_rules: [] },
      rules: [
        rule("items.product.categories.id", "in", ["pcat_e"]),
        rule("shipping_address.province", "eq", ["Dhaka"]),
        rule("items.unit_price", "gt", ["25000"]),
      ],
    })
    expect(filters).toEqual([{ by: "category", ids: ["pcat_e"], exclude: false }])
  })

  it("a `ne` rule excludes; no product rule names every product", () => {
    expect(promotionProductFilters({ application_method: { target_type: "items", target_rules: [rule("items.product.id", "ne", ["prod_1"])] } })).toEqual([
      { by: "product", ids: ["prod_1"], exclude: true },
    ])
    expect(promotionProductFilters({ application_method: { target_type: "order" }, rules: [] })).toEqual([])
  })
})
