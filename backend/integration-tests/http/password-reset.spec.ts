import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner, TestEventUtils } from "@medusajs/test-utils"
import { FIELD_LIMITS } from "../../src/lib/http/input-limits"
import { messages } from "../../src/lib/messages"
import { PASSWORD_RESET_TEMPLATE } from "../../src/workflows/accounts/rules/password-reset"
import { MAX_RESET_LINKS } from "../../src/workflows/accounts/rules/sign-in-throttle"
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../../src/scripts/seed/catalogue"
import { failure, signIn, type Session } from "./helpers/accounts"

jest.setTimeout(300_000)

const PASSWORD_RESET_EVENT = "auth.password_reset"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
    })

    const askForLink = (identifier: string, actor: "customer" | "user" = "customer") => api.post(`/auth/${actor}/emailpass/reset-password`, { identifier })
    /** Asks for a link and waits until the shop's subscriber has run. */
    const askAndWait = async (identifier: string, actor: "customer" | "user" = "customer") => {
      const ran = TestEventUtils.waitSubscribersExecution(PASSWORD_RESET_EVENT, getContainer().resolve(Modules.EVENT_BUS))
      const answer = await askForLink(identifier, actor)
      await ran
      return answer
    }
    const storedNotifications = async () =>
      (await api.get("/admin/notifications?fields=id,to,channel,template,data&limit=100", session.admin)).data.notifications as {
        id: string
        to: string
        template: string | null
        data: Record<string, unknown> | null
      }[]

    describe("the reset link is sent, and no admin can read it back", () => {
      it("sends the customer's link through the Notification module, never storing the token, and keeps no row of it", async () => {
        const notifications = getContainer().resolve(Modules.NOTIFICATION)
        const sent = jest.spyOn(notifications, "createNotifications")
        try {
          const answer = await askAndWait(DEMO_CUSTOMER.email.toUpperCase())
          expect(answer.status).toBe(201)

          // The subscriber did hand the link (with its token) to the module's email channel, as
          // rendered content: the module passes it to the provider but has no column for it.
          expect(sent).toHaveBeenCalledTimes(1)
          const input = sent.mock.calls[0][0] as { to: string; channel: string; template: string; data: unknown; content: { text: string; html: string } }
          expect(input).toMatchObject({ to: DEMO_CUSTOMER.email, channel: "email", template: PASSWORD_RESET_TEMPLATE, data: null })
          const link = /https?:\/\/\S+token=[^\s"<]+/.exec(input.content.text)?.[0]
          const token = new URL(String(link)).searchParams.get("token")
          expect(token).toBeTruthy()
          expect(input.content.html).toContain(token)
          // The row as stored and updated after the send (what an admin could have read meanwhile)
          // never held it: its data is empty, and the table has no column for the content.
          const created = (await sent.mock.results[0].value) as { id: string; status: string; data: unknown; content?: unknown }
          expect(created.status).toBe("success")
          expect(created.data).toBeNull()
          const { content: _given, ...row } = created
          expect(JSON.stringify(row)).not.toContain(token)
          const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
          const columns = (await pg("information_schema.columns").where({ table_name: "notification" }).pluck("column_name")) as string[]
          expect(columns).toContain("data")
          expect(columns).not.toContain("content")

          // The admin list serves no row of it: not the row, not the link, not the token.
          const stored = await storedNotifications()
          expect(stored.map((notification) => notification.id)).not.toContain(created.id)
          expect(stored.filter((notification) => notification.template === PASSWORD_RESET_TEMPLATE)).toEqual([])
          expect(JSON.stringify(stored)).not.toContain(token)
          expect(await notifications.listNotifications({ to: DEMO_CUSTOMER.email, template: PASSWORD_RESET_TEMPLATE })).toEqual([])
        } finally {
          sent.mockRestore()
        }
      })

      it("sends nothing for an admin user's reset (Medusa's dashboard has its own)", async () => {
        const notifications = getContainer().resolve(Modules.NOTIFICATION)
        const sent = jest.spyOn(notifications, "createNotifications")
        try {
          expect((await askAndWait(DEMO_ADMIN.email, "user")).status).toBe(201)
          expect(sent).not.toHaveBeenCalled()
        } finally {
          sent.mockRestore()
        }
      })
    })

    describe("asking for links is limited", () => {
      it(`answers 201 ${MAX_RESET_LINKS} times per email (known or not, any letter case), then 429 with Retry-After`, async () => {
        for (const email of ["limited.unknown@example.com", "limited.known@example.com"]) {
          if (email.includes("known@")) {
            await api.post("/auth/customer/emailpass/register", { email, password: "a-long-password" })
          }
          for (let i = 0; i < MAX_RESET_LINKS; i++) {
            expect((await askForLink(i % 2 ? email.toUpperCase() : email)).status).toBe(201)
          }
          const refused = await failure(askForLink(email))
          expect([refused.status, refused.data.message]).toEqual([429, messages.tooManyResetLinks])
          expect(Number((refused as unknown as { headers: Record<string, string> }).headers["retry-after"])).toBeGreaterThan(0)
        }
        // Another email is not affected.
        expect((await askForLink("someone.else@example.com")).status).toBe(201)
      })

      it(`refuses an identifier longer than ${FIELD_LIMITS.email} characters with 400`, async () => {
        const refused = await failure(askForLink(`${"a".repeat(30_000)}@example.com`))
        expect([refused.status, refused.data.message]).toEqual([400, messages.fieldTooLong("identifier", FIELD_LIMITS.email)])
      })
    })
  },
})
