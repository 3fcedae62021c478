import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { renderEmail, renderSms } from "../../../../modules/notification-templates/render"
import { notificationsSettled, notifyOrder, orderNotificationData, SMS_PER_NUMBER_PER_DAY } from "../send"

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

type Row = { id: string; idempotency_key: string; status: string; channel: string; to?: string; created_at?: Date; content?: { text?: string } }
type Filters = { idempotency_key?: string | string[]; to?: string; channel?: string; created_at?: { $gte: Date } }

/** The Notification module as send.ts sees it: a row per key, failed while `failures` lasts. */
function fakeContainer(order: (typeof ORDER & { deleted_at?: string }) | undefined, failures: Record<string, number> = {}, rows: Row[] = []) {
  const sends: Row[] = []
  const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() }
  const notifications = {
    listNotifications: jest.fn(async (filters: Filters, { take }: { take: number }) =>
      rows
        .filter((r) => filters.idempotency_key === undefined || [filters.idempotency_key].flat().includes(r.idempotency_key))
        .filter((r) => filters.to === undefined || (r.to === filters.to && r.channel === filters.channel))
        .filter((r) => !filters.created_at || (r.created_at ?? new Date()) >= filters.created_at.$gte)
        .slice(0, take)
    ),
    createNotifications: jest.fn(async (data: Row) => {
      let row = rows.find((r) => r.idempotency_key === data.idempotency_key)
      if (!row) rows.push((row = { ...data, id: `noti_${rows.length}`, status: "pending", created_at: new Date() }))
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
  // Like Query: a deleted (hidden) order only with withDeleted.
  const query = { graph: jest.fn(async ({ withDeleted }: { withDeleted?: boolean }) => ({ data: order && (!order.deleted_at || withDeleted) ? [order] : [] })) }
  // The shop's identity (its contact line in the email) is read from the store: none set here.
  const store = { listStores: async () => [{ id: "store_1", metadata: {} }] }
  const container = {
    resolve: (key: string) =>
      ({ [ContainerRegistrationKeys.LOGGER]: logger, [ContainerRegistrationKeys.QUERY]: query, [Modules.NOTIFICATION]: notifications, [Modules.STORE]: store })[
        key
      ],
  } as unknown as MedusaContainer
  return { container, rows, sends, logger, notifications }
}

const run = (container: MedusaContainer, kind: Parameters<typeof notifyOrder>[1]["kind"] = "order-placed", retryMs = [1, 1]) =>
  notifyOrder(container, { orderId: "order_1", kind, trigger: "order.placed" }, { retryMs, storefrontUrl: "https://chaka.test/" })

describe("orderNotificationData", () => {
  it("gives the templates the order number, items, delivery charge, total, the order's page, and the live shipment's courier and tracking", () => {
    expect(orderNotificationData(ORDER, "https://chaka.test/")).toEqual({
      orderNumber: 42,
      customerName: "Rahim",
      items: [{ title: "Brass Bell", quantity: 2, total: 1000 }],
      subtotal: 1000,
      discount: 0,
      discountCodes: [],
      delivery: 200,
      total: 1200,
      orderUrl: "https://chaka.test/my-account/my-order/order_1",
      courier: "Pathao",
      trackingNumber: "PTH-1",
      address: null,
      paymentMethod: "Cash on delivery",
      language: "en",
    })
  })

  it("gives the discount promotions took off the lines and the codes entered, so the mail's lines add up (issue 52)", () => {
    const discounted = {
      ...ORDER,
      item_total: 900,
      total: 1100,
      items: [{ ...ORDER.items[0], adjustments: [{ code: "EID10" }, { code: null }] }],
      shipping_methods: [{ adjustments: [{ code: "EID10" }] }],
    }
    const data = orderNotificationData(discounted, "https://chaka.test/")
    expect(data).toMatchObject({ subtotal: 1000, discount: 100, discountCodes: ["EID10"], delivery: 200, total: 1100 })
    expect(data.subtotal - (data.discount ?? 0) + data.delivery).toBe(data.total)
    expect(renderEmail("order-placed", data).text).toContain("Discount (EID10): −৳ 100")
  })

  it("tells the customer in the language they chose, else the one the order was placed in, else English", () => {
    const withLanguage = (customer: Record<string, unknown>, locale: string | null) =>
      orderNotificationData({ ...ORDER, customer: { metadata: customer }, locale }, "https://chaka.test/")
    expect(withLanguage({ locale: "bn" }, null)).toMatchObject({ language: "bn", paymentMethod: "ক্যাশ অন ডেলিভারি" })
    expect(withLanguage({}, "bn-BD")).toMatchObject({ language: "bn", paymentMethod: "ক্যাশ অন ডেলিভারি" })
    expect(withLanguage({ locale: "en" }, "bn-BD")).toMatchObject({ language: "en", paymentMethod: "Cash on delivery" })
    expect(withLanguage({ locale: "fr" }, "en-US").language).toBe("en")
    expect(withLanguage({}, "xx").language).toBe("en")
    const bangla = withLanguage({ locale: "bn" }, null)
    expect(renderSms("order-placed", bangla)).toBe(
      "Chaka: অর্ডার #42 পেয়েছি। পণ্য হাতে পেয়ে রাইডারকে ১,২০০৳ দেবেন। https://chaka.test/my-account/my-order/order_1"
    )
    expect(renderEmail("order-placed", bangla).subject).toBe("আপনার Chaka অর্ডার #42 আমরা পেয়েছি")
  })

  it("cuts texts longer than the templates allow instead of failing: both messages still render", () => {
    const long = "x".repeat(5_000)
    const order = {
      ...ORDER,
      items: [{ title: long, product_title: long, quantity: 1, total: 1000 }],
      shipping_address: { first_name: long, phone: "01712345678", address_1: long },
      fulfillments: [{ id: "ful_1", shipped_at: "2026-01-02", metadata: { courier: long }, labels: [{ tracking_number: long }] }],
    }
    const data = orderNotificationData(order, "https://chaka.test/")
    expect(data.courier).toHaveLength(200)
    expect(data.courier?.endsWith("…")).toBe(true)
    expect(data.trackingNumber).toHaveLength(200)
    expect(data.customerName).toHaveLength(200)
    expect(data.items[0].title).toHaveLength(500)
    expect(data.address).toHaveLength(2_000)
    expect(() => renderEmail("order-shipped", data)).not.toThrow()
    expect(() => renderSms("order-shipped", data)).not.toThrow()
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
    await notificationsSettled()
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
    await notificationsSettled()
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

  it("answers after the first attempt: the retries (seconds apart) go on without holding the event", async () => {
    const { container, sends } = fakeContainer(ORDER, { email: 5 })
    const started = Date.now()
    await run(container, "order-placed", [400, 400])
    expect(Date.now() - started).toBeLessThan(300)
    expect(sends.filter((s) => s.channel === "email")).toHaveLength(1)
    // The same event heard again meanwhile does not start a second delivery of the same key.
    await run(container, "order-placed", [400, 400])
    expect(sends.filter((s) => s.channel === "email")).toHaveLength(1)
    await notificationsSettled()
    expect(sends.filter((s) => s.channel === "email")).toHaveLength(3)
  })

  it("a bad SMS does not stop the email", async () => {
    const { container, sends, logger } = fakeContainer({ ...ORDER, display_id: null as unknown as number, id: "not a valid number!" })
    await run(container)
    expect(sends.map((s) => s.channel)).toEqual(["email"])
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining("the order-placed SMS failed"))
  })

  it(`sends a number at most ${SMS_PER_NUMBER_PER_DAY} SMS in 24 hours, counted from the stored rows, logging the ones it holds back`, async () => {
    const recent = Array.from({ length: SMS_PER_NUMBER_PER_DAY }, (_, i) => ({
      id: `noti_old_${i}`,
      idempotency_key: `order:other_${i}:order-placed:sms`,
      status: "success",
      channel: "sms",
      to: "8801712345678",
      created_at: new Date(Date.now() - 60 * 60 * 1000),
    }))
    const full = fakeContainer(
      ORDER,
      {},
      recent.map((row) => ({ ...row }))
    )
    await run(full.container)
    // The SMS is not sent: it is recorded on the held-back channel (its provider sends nothing), under its own key, with why.
    expect(full.sends.map((s) => s.channel)).toEqual(["email", "sms-held-back"])
    expect(full.sends[1]).toMatchObject({
      to: "8801712345678",
      template: "order-placed",
      idempotency_key: "order:order_1:order-placed:sms",
      data: { reason: "daily_sms_limit" },
      resource_id: "order_1",
    })
    expect(full.logger.warn).toHaveBeenCalledWith(expect.stringContaining(`had ${SMS_PER_NUMBER_PER_DAY} SMS in 24 hours`))
    // The same event again records nothing more; nor, once the day's messages have aged out, does it send the SMS late.
    await run(full.container)
    for (const row of full.rows.filter((r) => r.channel === "sms")) row.created_at = new Date(Date.now() - 25 * 60 * 60 * 1000)
    await run(full.container)
    await notificationsSettled()
    expect(full.sends.map((s) => s.channel)).toEqual(["email", "sms-held-back"])
    expect(full.rows.filter((r) => r.idempotency_key === "order:order_1:order-placed:sms")).toHaveLength(1)

    // Yesterday's messages no longer count; one fewer leaves room.
    const old = recent.map((row) => ({ ...row, created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) }))
    for (const rows of [old, recent.slice(1)]) {
      const { container, sends } = fakeContainer(ORDER, {}, [...rows])
      await run(container)
      expect(sends.map((s) => s.channel).sort()).toEqual(["email", "sms"])
    }
  })

  it("tells the customer an order an admin deleted was canceled, but not one they were never told of", async () => {
    const deleted = { ...ORDER, deleted_at: "2026-01-03" }
    const silent = fakeContainer(deleted)
    await run(silent.container, "order-canceled")
    expect(silent.sends).toEqual([])

    const { container, sends, rows } = fakeContainer(deleted)
    rows.push({ id: "noti_placed", idempotency_key: "order:order_1:order-placed:email", status: "success", channel: "email" })
    await run(container, "order-canceled")
    expect(sends.map((s) => s.idempotency_key).sort()).toEqual(["order:order_1:order-canceled:email", "order:order_1:order-canceled:sms"])

    // An SMS held back told them nothing either.
    const held = fakeContainer(deleted)
    held.rows.push({ id: "noti_held", idempotency_key: "order:order_1:order-placed:sms", status: "success", channel: "sms-held-back" })
    await run(held.container, "order-canceled")
    expect(held.sends).toEqual([])
  })

  it("logs an unknown order instead of throwing", async () => {
    const { container, logger, sends } = fakeContainer(undefined)
    await run(container)
    expect(sends).toEqual([])
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("order_1 was not found"))
  })
})
