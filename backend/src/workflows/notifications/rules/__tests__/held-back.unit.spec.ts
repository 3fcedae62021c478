import { listedNotification } from "../held-back"

const AT = new Date("2026-12-05T10:00:00Z")

describe("listedNotification (GET /admin/orders/:id/notifications)", () => {
  it("shows a held-back SMS as an SMS, held back, with its reason; the number masked", () => {
    expect(
      listedNotification({
        id: "noti_1",
        template: "order-shipped",
        channel: "sms-held-back",
        to: "8801712345678",
        status: "success",
        data: { reason: "daily_sms_limit" },
        created_at: AT,
      })
    ).toEqual({ id: "noti_1", kind: "order-shipped", channel: "sms", to: "8801*****5678", status: "held_back", reason: "daily_sms_limit", created_at: AT })
  })

  it("shows a sent or failed message as stored, without a reason and never its data", () => {
    const listed = listedNotification({
      id: "noti_2",
      template: "order-placed",
      channel: "email",
      to: "kamal@example.com",
      status: "failure",
      data: { reason: "daily_sms_limit", customerName: "Kamal", items: [{ title: "Brass Bell" }] },
      created_at: AT,
    })
    expect(listed).toEqual({ id: "noti_2", kind: "order-placed", channel: "email", to: "k***@example.com", status: "failure", reason: null, created_at: AT })
  })

  it("gives no reason it does not know", () => {
    const listed = listedNotification({
      id: "n",
      template: null,
      channel: "sms-held-back",
      to: "8801712345678",
      status: "success",
      data: { reason: "<b>x</b>" },
      created_at: AT,
    })
    expect(listed).toMatchObject({ status: "held_back", reason: null })
  })
})
