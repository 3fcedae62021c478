import { describe, expect, it } from "vitest"
import { ORDER_LIFE_FIELDS, orderLife } from "./index"

const created_at = "2026-11-01T10:00:00.000Z"
const approved_at = "2026-11-01T12:00:00.000Z"
const shipped_at = "2026-11-02T09:00:00.000Z"
const delivered_at = "2026-11-03T15:30:00.000Z"
const canceled_at = "2026-11-01T13:00:00.000Z"

const shipped = { shipped_at, labels: [{ tracking_number: "PX-1234" }], metadata: { courier: "Pathao" } }

describe("orderLife", () => {
  it("a new order is placed, and the customer may cancel it", () => {
    expect(orderLife({ created_at, metadata: null, fulfillments: [] })).toEqual({
      stage: "placed",
      steps: [
        { stage: "placed", at: created_at },
        { stage: "approved", at: null },
        { stage: "shipped", at: null },
        { stage: "delivered", at: null },
      ],
      courier: null,
      trackingNumber: null,
      cancelableByCustomer: true,
    })
  })

  it("approved once metadata.approved_at is set, still cancelable", () => {
    const life = orderLife({ created_at: new Date(created_at), metadata: { approved_at } })
    expect(life.stage).toBe("approved")
    expect(life.steps[1]).toEqual({ stage: "approved", at: approved_at })
    expect(life.cancelableByCustomer).toBe(true)
  })

  it("shipped with courier and tracking number; no longer cancelable", () => {
    const life = orderLife({ created_at, metadata: { approved_at }, fulfillments: [shipped] })
    expect(life).toMatchObject({ stage: "shipped", courier: "Pathao", trackingNumber: "PX-1234", cancelableByCustomer: false })
    expect(life.steps.map((s) => s.at)).toEqual([created_at, approved_at, shipped_at, null])
  })

  it("delivered", () => {
    const life = orderLife({ created_at, metadata: { approved_at }, fulfillments: [{ ...shipped, delivered_at }] })
    expect(life.stage).toBe("delivered")
    expect(life.steps.map((s) => s.at)).toEqual([created_at, approved_at, shipped_at, delivered_at])
    expect(life.cancelableByCustomer).toBe(false)
  })

  it("shipped from Medusa's dashboard: no courier, no label, and no approval step (it was skipped, not ahead)", () => {
    const life = orderLife({ created_at, fulfillments: [{ shipped_at, labels: [], metadata: null }] })
    expect(life).toMatchObject({ stage: "shipped", courier: null, trackingNumber: null })
    expect(life.steps).toEqual([
      { stage: "placed", at: created_at },
      { stage: "shipped", at: shipped_at },
      { stage: "delivered", at: null },
    ])
  })

  it("delivered without approval: placed, shipped, delivered", () => {
    const life = orderLife({ created_at, fulfillments: [{ shipped_at, delivered_at }] })
    expect(life.stage).toBe("delivered")
    expect(life.steps.map((s) => s.stage)).toEqual(["placed", "shipped", "delivered"])
  })

  it("canceled without approval: placed, canceled", () => {
    const life = orderLife({ created_at, canceled_at, status: "canceled", metadata: {} })
    expect(life.steps.map((s) => s.stage)).toEqual(["placed", "canceled"])
  })

  it("ignores canceled and unshipped fulfillments", () => {
    const life = orderLife({
      created_at,
      metadata: { approved_at },
      fulfillments: [{ ...shipped, canceled_at }, { shipped_at: null }],
    })
    expect(life).toMatchObject({ stage: "approved", courier: null, trackingNumber: null, cancelableByCustomer: true })
  })

  it("a canceled order lists the reached stages, then canceled", () => {
    const life = orderLife({ created_at, canceled_at, status: "canceled", metadata: { approved_at } })
    expect(life.stage).toBe("canceled")
    expect(life.steps).toEqual([
      { stage: "placed", at: created_at },
      { stage: "approved", at: approved_at },
      { stage: "canceled", at: canceled_at },
    ])
    expect(life.cancelableByCustomer).toBe(false)
  })

  it("status canceled without a date is canceled too", () => {
    const life = orderLife({ created_at, status: "canceled" })
    expect(life.stage).toBe("canceled")
    expect(life.steps).toEqual([
      { stage: "placed", at: created_at },
      { stage: "canceled", at: null },
    ])
  })

  it("takes Dates and ignores rubbish dates and blank texts", () => {
    const life = orderLife({
      created_at,
      metadata: { approved_at: "not a date" },
      fulfillments: [{ shipped_at: new Date(shipped_at), labels: [{ tracking_number: " " }, { tracking_number: "T2" }], metadata: { courier: "  " } }],
    })
    expect(life).toMatchObject({ stage: "shipped", courier: null, trackingNumber: "T2" })
    expect(life.steps.map((s) => s.at)).toEqual([created_at, shipped_at, null])
  })

  it("names the fields it reads", () => {
    expect(ORDER_LIFE_FIELDS).toContain("fulfillments.labels.tracking_number")
    expect(ORDER_LIFE_FIELDS).toContain("metadata")
  })
})
