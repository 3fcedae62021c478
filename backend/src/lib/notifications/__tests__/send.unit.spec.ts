import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { notifyOrder, orderNotificationData } from "../send"

const ORDER = {
  id: "order_1",
  display_id: 42,
  email: "rahim@example.com",
  currency_code: "bdt",
  total: 1200,
  item_subtotal: 1000,
  shipping_total: 200,
  items: [{ title: "Brass Bell", product_title: "Brass Bell", quantity: 2, total: 1000 }],
  shipping_address: { first_name: "Rahim", phone: "017-1234 5678" },
  customer: { metadata: {} as Record<string, unknown> },
  fulfillments: [
    { id: "ful_old", canceled_at: "2026-01-01", shipped_at: "2026-01-01", metadata: { courier: "Old" }, labels: [{ tracking_number: "OLD" }] },
    { id: "ful_1", shipped_at: "2026-01-02", metadata: { courier: "Pathao" }, labels: [{ tracking_number: "PTH-1" }] },
  ],
}

type Row = { id: string; idempotency_key: string; status: string; channel: string; content?: { text?: string } }

/** The Notification module as send.ts sees it: a row per key, failed while `failures` lasts. */
function fakeContainer(order: typeof ORDER | undefined, failures: Record<string, number> = {}) {
  const rows: Row[] = []
  const sends: Row[] = []
  const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() }
  const notifications = {
    listNotifications: jest.fn(async ({ idempotency_key }: { idempotency_key: string }) => rows.filter((r) => r.idempotency_key === idempotency_key)),
    createNotifications: jest.fn(async (data: Row) => {
      let row = rows.find((r) => r.idempotency_key === data.idempotency_key)
      if (!row) rows.push((row = { ...data, id: `noti_${rows.length}`, status: "pending" }))
      sends.push(data)
      if ((failures[data.channel] ?? 0) > 0) {
        failures[data.channel]--
        row.status = "failure"
        throw new Error("Failed to send notification with id x:\nconnection refused")
      }
      row.status = "success"
      return row
    }),
  }
  const query = { graph: jest.fn(async () => ({ data: order ? [order] : [] })) }
  const container = {
    resolve: (key: string) =>
      ({ [ContainerRegistrationKeys.LOGGER]: logger, [ContainerRegistrationKeys.QUERY]: query, [Modules.NOTIFICATION]: notifications })[key],
  } as unknown as MedusaContainer
  return { container, rows, sends, logger, notifications }
}

const run = (container: MedusaContainer, kind: Parameters<typeof notifyOrder>[1]["kind"] = "order-placed") =>
  notifyOrder(container, { orderId: "order_1", kind, trigger: "order.placed" }, { retryMs: [1, 1], storefrontUrl: "https://chaka.test/" })

describe("orderNotificationData", () => {
  it("gives the templates the order number, items, delivery charge, total, the order's page, and the live shipment's courier and tracking", () => {
    expect(orderNotificationData(ORDER, "https://chaka.test/")).toEqual({
      orderNumber: 42,
      customerName: "Rahim",
      items: [{ title: "Brass Bell", quantity: 2, total: 1000 }],
      subtotal: 1000,
      delivery: 200,
      total: 1200,
      orderUrl: "https://chaka.test/my-account/my-order/order_1",
      courier: "Pathao",
      trackingNumber: "PTH-1",
      address: null,
      paymentMethod: "Cash on delivery",
    })
  })
})

describe("notifyOrder", () => {
  it("sends an email and an SMS (to 8801…) once each, keyed by order, kind and channel", async () => {
    const { container, rows, sends } = fakeContainer(ORDER)
    await run(container)
    await run(container)
    expect(sends.map((s) => s.idempotency_key).sort()).toEqual(["order:order_1:order-placed:email", "order:order_1:order-placed:sms"])
    expect(rows.find((r) => r.channel === "sms")).toMatchObject({ to: "8801712345678", status: "success" })
    expect(sends.find((s) => s.channel === "sms")?.content?.text).toContain("https://chaka.test/my-account/my-order/order_1")
  })

  it("retries a failed send on the same row, then gives up after three attempts, logging, never throwing", async () => {
    const { container, rows, sends, notifications, logger } = fakeContainer(ORDER, { email: 5 })
    await expect(run(container)).resolves.toBeUndefined()
    const emails = sends.filter((s) => s.channel === "email")
    expect(emails).toHaveLength(3)
    // The retries name the stored row, so Medusa updates it instead of losing the result.
    expect(notifications.createNotifications.mock.calls.filter(([d]) => d.channel === "email").map(([d]) => d.id)).toEqual([undefined, "noti_0", "noti_0"])
    expect(rows.find((r) => r.channel === "email")?.status).toBe("failure")
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/^Notification order:order_1:order-placed:email was not sent after 3 attempts/))
  })

  it("a send that fails once goes out on the second attempt", async () => {
    const { container, rows } = fakeContainer(ORDER, { sms: 1 })
    await run(container)
    expect(rows.find((r) => r.channel === "sms")?.status).toBe("success")
  })

  it("sends no SMS to a customer who turned it off, to an address without a mobile, or for an approval", async () => {
    for (const order of [
      { ...ORDER, customer: { metadata: { sms_opt_out: true } } },
      { ...ORDER, shipping_address: { first_name: "Rahim", phone: "029876543" } },
    ]) {
      const { container, sends } = fakeContainer(order)
      await run(container)
      expect(sends.map((s) => s.channel)).toEqual(["email"])
    }
    const { container, sends } = fakeContainer(ORDER)
    await run(container, "order-approved")
    expect(sends.map((s) => s.channel)).toEqual(["email"])
  })

  it("logs an unknown order instead of throwing", async () => {
    const { container, logger, sends } = fakeContainer(undefined)
    await run(container)
    expect(sends).toEqual([])
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("order_1 was not found"))
  })
})
