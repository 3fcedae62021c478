import type { SubscriberArgs } from "@medusajs/framework"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { PASSWORD_RESET_TEMPLATE } from "../../workflows/accounts/rules/password-reset"
import passwordResetRequested, { type ResetNotifications } from "../password-reset"

type Row = { to: string; channel: string; template?: string | null; data?: Record<string, unknown> | null; idempotency_key?: string | null }
type Sent = Row & { content?: { subject?: string; html?: string; text?: string } | null }

/**
 * The Notification module as the subscriber sees it: rows stored on create (even when sending
 * fails) with the model's columns — `content` has none (notification/dist/models/notification.js),
 * it only reaches the provider — and removed on delete. `stored` keeps every row ever written.
 */
function fakeNotifications({ sendFails = false } = {}) {
  const rows: Row[] = []
  const stored: Row[] = []
  const service = {
    createNotifications: jest.fn(async (sent: Sent) => {
      const { content: _content, ...data } = sent
      rows.push(data)
      stored.push(structuredClone(data))
      if (sendFails) throw new Error("Failed to send notification")
      return { id: "noti_1", ...data }
    }),
    deleteNotifications: jest.fn(async ({ idempotency_key }: { idempotency_key: string }) => {
      for (let i = rows.length - 1; i >= 0; i--) if (rows[i].idempotency_key === idempotency_key) rows.splice(i, 1)
    }),
  }
  return { rows, stored, service: service as unknown as ResetNotifications & typeof service }
}

function fakeContainer(notifications: ResetNotifications | undefined, customers?: { email: string; metadata: Record<string, unknown> }[]) {
  const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() }
  const container = {
    resolve: (key: string, options?: { allowUnregistered?: boolean }) => {
      if (key === ContainerRegistrationKeys.LOGGER) return logger
      if (key === Modules.CUSTOMER && customers) return { listCustomers: async ({ email }: { email: string }) => customers.filter((c) => c.email === email) }
      if (key === Modules.NOTIFICATION) {
        if (notifications || options?.allowUnregistered) return notifications
        throw new Error(`Could not resolve '${key}'`)
      }
      throw new Error(`Could not resolve '${key}'`)
    },
  }
  return { logger, container }
}

const reset = (actor_type: string, container: unknown) =>
  passwordResetRequested({
    event: { name: "auth.password_reset", data: { entity_id: "rahim@example.com", token: "secret-token", actor_type } },
    container,
  } as unknown as SubscriberArgs<{ entity_id: string; token: string; actor_type: string }>)

describe("passwordResetRequested", () => {
  it("sends a customer's link by email as rendered content, never in the stored row, and deletes the row", async () => {
    const { rows, stored, service } = fakeNotifications()
    const { container, logger } = fakeContainer(service)
    await reset("customer", container)

    expect(service.createNotifications).toHaveBeenCalledTimes(1)
    const sent = service.createNotifications.mock.calls[0][0]
    expect(sent).toMatchObject({ to: "rahim@example.com", channel: "email", template: PASSWORD_RESET_TEMPLATE })
    const link = /https?:\/\/\S+token=[^\s"<]+/.exec(sent.content?.text ?? "")?.[0]
    expect(new URL(String(link)).searchParams.get("token")).toBe("secret-token")
    expect(sent.content?.html).toContain("secret-token")
    expect(sent.content?.subject).toBeTruthy()
    // What the module stores (and GET /admin/notifications serves) never held the link.
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain("secret-token")
    expect(sent.idempotency_key).toMatch(/^password-reset:/)
    expect(service.deleteNotifications).toHaveBeenCalledWith({ idempotency_key: sent.idempotency_key })
    expect(service.deleteNotifications.mock.invocationCallOrder[0]).toBeGreaterThan(service.createNotifications.mock.invocationCallOrder[0])
    expect(rows).toEqual([])
    expect(logger.error).not.toHaveBeenCalled()
  })

  it("writes to a customer who chose Bangla in Bangla, and in English when their language cannot be read", async () => {
    const { service } = fakeNotifications()
    await reset("customer", fakeContainer(service, [{ email: "rahim@example.com", metadata: { locale: "bn" } }]).container)
    expect(service.createNotifications.mock.calls[0][0].content?.subject).toBe("আপনার Chaka পাসওয়ার্ড রিসেট করুন")
    await reset("customer", fakeContainer(service).container)
    expect(service.createNotifications.mock.calls[1][0].content?.subject).toBe("Reset your Chaka password")
  })

  it("each request has its own key (the column is unique)", async () => {
    const { service } = fakeNotifications()
    const { container } = fakeContainer(service)
    await reset("customer", container)
    await reset("customer", container)
    const [first, second] = service.createNotifications.mock.calls.map(([data]) => data.idempotency_key)
    expect(first).not.toBe(second)
  })

  it("deletes the stored row also when sending failed, and logs the failure", async () => {
    const { rows, stored, service } = fakeNotifications({ sendFails: true })
    const { container, logger } = fakeContainer(service)
    await reset("customer", container)
    expect(rows).toEqual([])
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain("secret-token")
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining("could not be sent"))
    expect(logger.error).not.toHaveBeenCalledWith(expect.stringContaining("secret-token"))
  })

  it("logs (without failing) when the stored row cannot be deleted", async () => {
    const { service } = fakeNotifications()
    service.deleteNotifications.mockRejectedValueOnce(new Error("database gone"))
    const { container, logger } = fakeContainer(service)
    await expect(reset("customer", container)).resolves.toBeUndefined()
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining("could not be deleted: database gone"))
  })

  it("ignores an admin user's reset, saying so at info level", async () => {
    const { service } = fakeNotifications()
    const { container, logger } = fakeContainer(service)
    await reset("user", container)
    expect(service.createNotifications).not.toHaveBeenCalled()
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('"user"'))
  })

  it("warns when no Notification module is configured", async () => {
    const { container, logger } = fakeContainer(undefined)
    await reset("customer", container)
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("no Notification module"))
  })
})
