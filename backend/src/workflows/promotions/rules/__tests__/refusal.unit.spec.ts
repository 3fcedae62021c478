import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../../../lib/messages"
import { applyRefusal, attributeValueOf, isPromotionRefusal, isUsageExceeded, orderRefusal, refusalOf, type PromotionState } from "../refusal"

const NOW = Date.parse("2026-12-05T12:00:00Z")
const HOUR = 60 * 60 * 1000
const live: PromotionState = { code: "EID10", status: "active", limit: null, used: 0, campaign: null }
const inCampaign = (campaign: PromotionState["campaign"]): PromotionState => ({ ...live, campaign })

describe("refusalOf: why a code cannot be used now", () => {
  it("a live code with nothing in its way is usable", () => {
    expect(refusalOf(live, NOW)).toBeNull()
    expect(refusalOf(inCampaign({ starts_at: new Date(NOW - HOUR), ends_at: new Date(NOW + HOUR) }), NOW)).toBeNull()
  })

  it("names each reason in Medusa's order: unknown, inactive, not started, ended, used up, already used", () => {
    expect(refusalOf(undefined, NOW)).toBe("promotion_unknown")
    expect(refusalOf({ ...live, status: "draft" }, NOW)).toBe("promotion_inactive")
    expect(refusalOf({ ...live, status: "inactive" }, NOW)).toBe("promotion_inactive")
    expect(refusalOf(inCampaign({ starts_at: new Date(NOW + 1) }), NOW)).toBe("promotion_not_started")
    expect(refusalOf(inCampaign({ ends_at: new Date(NOW).toISOString() }), NOW)).toBe("promotion_ended")
    expect(refusalOf({ ...live, limit: 10, used: 10 }, NOW)).toBe("promotion_used_up")
    expect(refusalOf({ ...live, limit: 10, used: 9 }, NOW)).toBeNull()
    expect(refusalOf(inCampaign({ budget: { type: "usage", limit: 5, used: 5 } }), NOW)).toBe("promotion_used_up")
    expect(refusalOf(inCampaign({ budget: { type: "spend", limit: { numeric: 1000 }, used: { numeric: 1000 } } }), NOW)).toBe("promotion_used_up")
    const once = inCampaign({ budget: { type: "use_by_attribute", attribute: "customer_id", limit: 1, used: 40 } })
    expect(refusalOf(once, NOW, 0)).toBeNull()
    expect(refusalOf(once, NOW, 1)).toBe("promotion_already_used")
  })

  it("a budget without a limit limits nothing", () => {
    expect(refusalOf(inCampaign({ budget: { type: "usage", limit: null, used: 99 } }), NOW)).toBeNull()
  })
})

describe("the refusal's shape", () => {
  it("applying: 400 invalid_data with the reason's code and its own message", () => {
    const error = applyRefusal("promotion_ended", "EID10")
    expect([error.type, (error as unknown as { code: string }).code, error.message]).toEqual([
      MedusaError.Types.INVALID_DATA,
      "promotion_ended",
      messages.promotionEnded("EID10"),
    ])
  })

  it("ordering: 409 conflict with the code refused; survives as a plain object (a workflow's error)", () => {
    const error = orderRefusal("promotion_used_up", "RACE300")
    expect(error.type).toBe(MedusaError.Types.CONFLICT)
    expect(error.message).toBe(messages.promotionStoppedApplying(messages.promotionUsedUp("RACE300")))
    const plain = JSON.parse(JSON.stringify({ ...error, message: error.message }))
    expect(isPromotionRefusal(plain)).toBe(true)
    expect(plain.promo_code).toBe("RACE300")
    expect(orderRefusal("promotion_used_up").message).toBe(messages.promotionStoppedApplying(messages.promotionJustUsedUp))
    expect(isPromotionRefusal(new MedusaError(MedusaError.Types.CONFLICT, messages.busy))).toBe(false)
  })

  it("Medusa's registerUsage refusal is recognised by its words", () => {
    expect(isUsageExceeded(new Error("Promotion usage exceeds the limit."))).toBe(true)
    expect(isUsageExceeded({ message: "Promotion usage exceeds the budget limit." })).toBe(true)
    expect(isUsageExceeded(new Error("Promotion usage exceeds"))).toBe(false)
  })

  it("the per-customer attribute is read from the user the budget counts by", () => {
    const once = inCampaign({ budget: { type: "use_by_attribute", attribute: "customer_email", limit: 1 } })
    expect(attributeValueOf(once, { customer_id: "cus_1", customer_email: "a@example.com" })).toBe("a@example.com")
    expect(attributeValueOf(once, { customer_id: "cus_1" })).toBeNull()
    expect(attributeValueOf(live, { customer_id: "cus_1" })).toBeNull()
  })
})
