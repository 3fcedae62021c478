import { targetOf } from "../audit-content-writes"

describe("the record a content write names", () => {
  it("is the address's id, or the id of what the answer created", () => {
    expect(targetOf("/admin/news/news_01/translations", undefined)).toEqual({ type: "news", id: "news_01" })
    expect(targetOf("/admin/policy-pages/returns%20policy?x=1", undefined)).toEqual({ type: "policy-pages", id: "returns policy" })
    expect(targetOf("/admin/sliders", { slider: { id: "slider_01" } })).toEqual({ type: "sliders", id: "slider_01" })
    expect(targetOf("/admin/delivery-days", { delivery_days: { min: 1 } })).toEqual({ type: "delivery-days", id: "delivery-days" })
  })
})
