import { readdir } from "node:fs/promises"
import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { DEMO_CUSTOMER } from "../../src/scripts/seed/catalogue"
import { messages } from "../../src/lib/messages"
import { addEmailLockKey, addEmailSignInWorkflow } from "../../src/workflows/accounts/add-email-sign-in"
import { signIn, type Session } from "./helpers/accounts"
import { completeCart, createProduct, readyCart } from "./helpers/checkout"
import { freshAddress, freshNumber, lastCode, phoneSignIn } from "./helpers/phone-otp"

/*
 * Issue 57's last gap: an account made with a mobile number (no email) adds an email and a
 * password (POST /store/customers/me/email, workflows/accounts/add-email-sign-in.ts) once a fresh
 * SMS code (POST /store/customers/me/email/code) proves its number; then either way in opens the
 * same account, and later orders' email goes to the new address.
 */

jest.setTimeout(300_000)

type Answer = { status: number; data: any; headers: Record<string, string> }
const PASSWORD = "a-long-password"
/** A code of the right shape where the post is refused before any code is checked. */
const ANY_CODE = "000000"
/** The sign-in (auth identity) a token names. */
const signInOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()).auth_identity_id as string
/** Every answer as it is, refusals included (no axios error to unwrap). */
const asIs = { validateStatus: () => true }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    beforeAll(async () => {
      session = await signIn(getContainer(), api)
    })

    const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}`, ...session.visitor.headers }, ...asIs })
    const addEmail = (token: string, body: unknown): Promise<Answer> => api.post("/store/customers/me/email", body, bearer(token))
    /** Each phone account's number, by its token (the SMS codes are read from the outbox by number). */
    const numberOf = new Map<string, string>()
    /** Asks for the add-email SMS code, from an address of its own (the per-address limit is the suite's, not the test's). */
    const askCode = (token: string, body: unknown = { lang: "en" }): Promise<Answer> =>
      api.post("/store/customers/me/email/code", body, { headers: { ...bearer(token).headers, "x-forwarded-for": freshAddress() }, ...asIs })
    /** The add-email code, sent and read from the outbox. */
    async function freshCode(token: string) {
      const asked = await askCode(token)
      expect([asked.status, asked.data]).toEqual([200, { sent: true, phone: numberOf.get(token) }])
      return lastCode(numberOf.get(token)!)
    }
    /** Adds the email as the storefront does: a fresh code by SMS, then the post with it. */
    const addEmailProven = async (token: string, body: { email: string; password: string }) => addEmail(token, { ...body, code: await freshCode(token) })
    const me = async (token: string) =>
      (await api.get("/store/customers/me?fields=id,email,phone,has_account", bearer(token))).data.customer as {
        id: string
        email: string | null
        phone: string
      }
    const emailSignIn = (email: string, password = PASSWORD): Promise<Answer> => api.post("/auth/customer/emailpass", { email, password }, asIs)

    /** The email-and-password sign-ins of this email, any letter case. */
    const emailSignIns = async (email: string) =>
      (await getContainer().resolve(Modules.AUTH).listProviderIdentities({ provider: "emailpass" })).filter(
        (identity) => identity.entity_id.toLowerCase() === email.trim().toLowerCase()
      )

    /** A new account by phone: its number, token and customer id. */
    async function phoneAccount() {
      const number = freshNumber()
      const token = await phoneSignIn(api, number)
      const { id, email } = await me(token)
      expect(email).toBeNull()
      numberOf.set(token, number)
      return { number, token, id }
    }

    it("adds an email: then the email and password, and the number, both sign in to the same account; a retry is refused", async () => {
      const { number, token, id } = await phoneAccount()
      const added = await addEmailProven(token, { email: "  Karim.Added@Example.com ", password: PASSWORD })
      expect(added.status).toBe(200)
      expect(added.data.customer).toMatchObject({ id, email: "karim.added@example.com" })

      const byEmail = await emailSignIn("KARIM.ADDED@example.com")
      expect(byEmail.status).toBe(200)
      expect(await me(byEmail.data.token)).toMatchObject({ id, email: "karim.added@example.com", phone: number, has_account: true })
      expect(await me(await phoneSignIn(api, number))).toMatchObject({ id, email: "karim.added@example.com" })

      // The same request again, or another email: the account has one already; no second sign-in.
      for (const body of [
        { email: "karim.added@example.com", password: PASSWORD, code: ANY_CODE },
        { email: "other@example.com", password: PASSWORD, code: ANY_CODE },
      ]) {
        const again = await addEmail(token, body)
        expect(again.status).toBe(400)
        expect(again.data).toMatchObject({ code: "email_already_set", message: messages.addEmailAlreadySet })
      }
      expect(await emailSignIns("karim.added@example.com")).toHaveLength(1)
      expect(await emailSignIns("other@example.com")).toHaveLength(0)
    })

    it("works with the session cookie as well as a token", async () => {
      const { token, id } = await phoneAccount()
      const code = await freshCode(token)
      const opened = await api.post("/auth/session", {}, { headers: { authorization: `Bearer ${token}` } })
      const cookie = String(opened.headers["set-cookie"]?.[0] ?? "").split(";")[0]
      expect(cookie).toMatch(/=/)
      const added = await api.post(
        "/store/customers/me/email",
        { email: "session.added@example.com", password: PASSWORD, code },
        { headers: { cookie, ...session.visitor.headers }, ...asIs }
      )
      expect(added.status).toBe(200)
      expect(added.data.customer).toMatchObject({ id, email: "session.added@example.com" })
    })

    it("a taken email is refused in sign-up's own words, whether a customer or only a sign-in has it, in any letter case; nothing is written", async () => {
      const { token } = await phoneAccount()
      // Only a sign-in: registered, no customer made.
      const registered = await api.post("/auth/customer/emailpass/register", { email: "only.signin@example.com", password: PASSWORD })
      expect(registered.status).toBe(200)
      const signUpAgain = await api.post("/auth/customer/emailpass/register", { email: "only.signin@example.com", password: "another-password" }, asIs)
      expect(signUpAgain.status).toBeGreaterThanOrEqual(400)

      // Refused before the code is looked at: a taken email does not spend one.
      const code = await freshCode(token)
      const customers = await addEmail(token, { email: DEMO_CUSTOMER.email.toUpperCase(), password: PASSWORD, code })
      const signInOnly = await addEmail(token, { email: " Only.SignIn@EXAMPLE.com", password: PASSWORD, code })
      for (const refused of [customers, signInOnly]) {
        expect(refused.status).toBe(409)
        expect(refused.data).toEqual({ type: "duplicate_error", code: "email_taken", message: signUpAgain.data.message })
      }
      expect(signUpAgain.data.message).toBe(messages.emailSignInTaken)
      expect(await emailSignIns(DEMO_CUSTOMER.email)).toHaveLength(1)
      expect(await emailSignIns("only.signin@example.com")).toHaveLength(1)
      expect((await me(token)).email).toBeNull()
      expect((await addEmail(token, { email: "free.after.taken@example.com", password: PASSWORD, code })).status).toBe(200)
    })

    it("an email known only from a guest's cart or order is its owner's to add (a guest's record is no account)", async () => {
      // What a guest checkout leaves: a customer record without an account (workflows/cart/steps/keep-guest-cart.ts).
      await getContainer().resolve(Modules.CUSTOMER).createCustomers({ email: "guest.buyer@example.com", has_account: false })
      const { token, id } = await phoneAccount()
      const added = await addEmailProven(token, { email: "Guest.Buyer@Example.com", password: PASSWORD })
      expect([added.status, added.data.customer?.id, added.data.customer?.email]).toEqual([200, id, "guest.buyer@example.com"])
      expect((await emailSignIn("guest.buyer@example.com")).status).toBe(200)
    })

    it("a visitor is told to sign in; strangers' bodies are refused (4xx) and nothing is written", async () => {
      const visitor = await api.post(
        "/store/customers/me/email",
        { email: "visitor@example.com", password: PASSWORD, code: ANY_CODE },
        { ...session.visitor, ...asIs }
      )
      expect(visitor.status).toBe(401)
      expect(await emailSignIns("visitor@example.com")).toHaveLength(0)

      const { token } = await phoneAccount()
      const allEmailSignIns = async () => (await getContainer().resolve(Modules.AUTH).listProviderIdentities({ provider: "emailpass" })).length
      const before = await allEmailSignIns()
      const strangers: [string, unknown][] = [
        ["a NUL byte", { email: "nul\u0000@example.com", password: PASSWORD, code: ANY_CODE }],
        ["a NUL byte in the password", { email: "nul.pass@example.com", password: `${PASSWORD}\u0000`, code: ANY_CODE }],
        ["1 MB", { email: `${"a".repeat(1024 * 1024)}@example.com`, password: PASSWORD, code: ANY_CODE }],
        ["a 1 MB password", { email: "bigpass@example.com", password: "p".repeat(1024 * 1024), code: ANY_CODE }],
        ["a number", { email: 1.5, password: PASSWORD, code: ANY_CODE }],
        ['"1.5"', { email: "1.5", password: PASSWORD, code: ANY_CODE }],
        ["not an email", { email: "not-an-email", password: PASSWORD, code: ANY_CODE }],
        ["a short password", { email: "short.pass@example.com", password: "abc123", code: ANY_CODE }],
        ["no password", { email: "no.pass@example.com", code: ANY_CODE }],
        ["an unknown field", { email: "extra@example.com", password: PASSWORD, code: ANY_CODE, first_name: "X" }],
        ["not an object", ["extra@example.com", PASSWORD]],
        ["no code", { email: "no.code@example.com", password: PASSWORD }],
        ["a code of letters", { email: "letters@example.com", password: PASSWORD, code: "abcdef" }],
        ["a code of 5 digits", { email: "five@example.com", password: PASSWORD, code: "12345" }],
        ["a code as a number", { email: "number.code@example.com", password: PASSWORD, code: 123456 }],
      ]
      const problems: string[] = []
      for (const [name, body] of strangers) {
        const refused = await addEmail(token, body)
        if (refused.status < 400 || refused.status >= 500) problems.push(`${name}: ${refused.status} ${JSON.stringify(refused.data).slice(0, 200)}`)
      }
      expect(problems).toEqual([])
      expect(await allEmailSignIns()).toBe(before)
      const shortPassword = await addEmail(token, { email: "short.pass@example.com", password: "abc123", code: ANY_CODE })
      expect(shortPassword.data).toMatchObject({ code: "password_invalid", message: messages.passwordTooShort(7) })
      const unknownField = await addEmail(token, { email: "extra@example.com", password: PASSWORD, code: ANY_CODE, first_name: "X" })
      expect(unknownField.data).toMatchObject({ code: "add_email_invalid", message: messages.addEmailFieldsOnly })
      expect((await addEmail(token, { email: "no.code@example.com", password: PASSWORD })).data).toMatchObject({
        code: "code_invalid",
        message: messages.phoneCodeInvalid,
      })
      expect((await addEmail(token, { email: "not-an-email", password: PASSWORD, code: ANY_CODE })).data).toMatchObject({
        code: "email_invalid",
        message: messages.emailInvalid,
      })
      expect((await me(token)).email).toBeNull()
    })

    it("asks for a fresh SMS code to the account's own number: a wrong one, another account's, or a sign-in's is refused (400) and nothing is written", async () => {
      const { number, token } = await phoneAccount()
      const other = await phoneAccount()
      const otherCode = await freshCode(other.token)
      const code = await freshCode(token)
      // The SMS went to this account's number, in its language.
      expect(code).toMatch(/^[0-9]{6}$/)
      const email = "proven.by.sms@example.com"
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0")
      for (const tried of [wrong, otherCode === code ? wrong : otherCode]) {
        const refused = await addEmail(token, { email, password: PASSWORD, code: tried })
        expect([refused.status, refused.data]).toEqual([400, { type: "invalid_data", code: "phone_code_refused", message: messages.phoneCodeRefused }])
      }
      // The add-email code does not sign anyone in (a code is bound to its purpose).
      const signIn = await api.post("/auth/customer/phone-otp", { phone: number, code }, { headers: { "x-forwarded-for": freshAddress() }, ...asIs })
      expect(signIn.status).toBe(401)
      expect(await emailSignIns(email)).toHaveLength(0)
      expect((await me(token)).email).toBeNull()
      // The right code still works (two wrong tries of five spent), once.
      expect((await addEmail(token, { email, password: PASSWORD, code })).status).toBe(200)
      expect((await me(token)).email).toBe(email)
      // The other account's code is still its own.
      expect((await addEmail(other.token, { email: "other.proven@example.com", password: PASSWORD, code: otherCode })).status).toBe(200)
    })

    it("the code route: a visitor is told to sign in; an account with an email gets no SMS; strangers' bodies 4xx; past the number's limit 429", async () => {
      expect((await api.post("/store/customers/me/email/code", {}, { ...session.visitor, ...asIs })).status).toBe(401)
      const withEmail = await api.post("/store/customers/me/email/code", {}, { ...session.customer, ...asIs })
      expect([withEmail.status, withEmail.data.code]).toEqual([400, "email_already_set"])

      const { number, token } = await phoneAccount()
      const smsCount = async () => (await readdir(process.env.NOTIFICATION_OUTBOX_DIR!)).filter((name) => name.includes("-sms-phone-otp-code-")).length
      const before = await smsCount()
      const strangers: [string, unknown][] = [
        ["an unknown language", { lang: "fr" }],
        ["an unknown field", { lang: "en", phone: "01712345678" }],
        ["a NUL byte", { lang: "e\u0000n" }],
        ["1 MB", { lang: "e".repeat(1024 * 1024) }],
        ["a number", { lang: 1 }],
        ["not an object", ["en"]],
      ]
      const problems: string[] = []
      for (const [name, body] of strangers) {
        const refused = await askCode(token, body)
        if (refused.status < 400 || refused.status >= 500 || typeof refused.data?.message !== "string") {
          problems.push(`${name}: ${refused.status} ${JSON.stringify(refused.data).slice(0, 200)}`)
        }
      }
      expect(problems).toEqual([])
      expect(await smsCount()).toBe(before)

      // The phone sign-in's limits: its sign-in code and two more in 15 minutes, then 429.
      expect((await askCode(token, {})).status).toBe(200)
      expect((await askCode(token, { lang: "bn" })).status).toBe(200)
      expect(await smsCount()).toBe(before + 2)
      const limited = await askCode(token)
      expect([limited.status, limited.data.code]).toEqual([429, "phone_code_limit"])
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0)
      expect(await smsCount()).toBe(before + 2)
      expect(number).toMatch(/^01/)
    })

    it("when the customer's email cannot be set, the new sign-in is removed again (the workflow's compensation)", async () => {
      const { token, id } = await phoneAccount()
      const code = await freshCode(token)
      const customers = getContainer().resolve(Modules.CUSTOMER)
      const failing = jest.spyOn(customers, "updateCustomers").mockRejectedValueOnce(new Error("the database went away"))
      try {
        const { errors } = await addEmailSignInWorkflow(getContainer()).run({
          input: { customer_id: id, auth_identity_id: signInOf(token), email: "undone@example.com", password: PASSWORD, code },
          throwOnError: false,
        })
        expect(errors.map((error) => error.error?.message)).toContain("the database went away")
      } finally {
        failing.mockRestore()
      }
      expect(await emailSignIns("undone@example.com")).toHaveLength(0)
      expect((await me(token)).email).toBeNull()
      // Nothing left in the way: the same email can be added now.
      expect((await addEmailProven(token, { email: "undone@example.com", password: PASSWORD })).status).toBe(200)
    })

    it("while another change to the account holds its lock, the answer is 409 in the shop's words, not 500; nothing is written", async () => {
      const { token, id } = await phoneAccount()
      // The in-memory locking provider (no Redis here) is the one the server's workflows use.
      const locking = getContainer().resolve(Modules.LOCKING)
      const holder = { ownerId: "the-test-holding-the-lock", expire: 60 }
      await locking.acquire(addEmailLockKey(id), holder)
      let busy: Answer
      try {
        busy = await addEmail(token, { email: "busy.account@example.com", password: PASSWORD, code: ANY_CODE })
      } finally {
        await locking.release(addEmailLockKey(id), { ownerId: holder.ownerId })
      }
      expect([busy.status, busy.data]).toEqual([409, { type: "conflict", code: "account_busy", message: messages.accountChangeInProgress }])
      expect(await emailSignIns("busy.account@example.com")).toHaveLength(0)
      expect((await me(token)).email).toBeNull()
      // The lock given back, the same request goes through.
      expect((await addEmailProven(token, { email: "busy.account@example.com", password: PASSWORD })).status).toBe(200)
    })

    it("two accounts adding the same email at the same instant: one gets it, the other the shop's 'taken' refusal (as one after the other would)", async () => {
      const email = "same.instant@example.com"
      const accounts = [await phoneAccount(), await phoneAccount()]
      const codes = [await freshCode(accounts[0].token), await freshCode(accounts[1].token)]
      // Both past the taken check before either registers, then the registers one after the other,
      // with the same password (Medusa's register hands an unlinked sign-in with that password to whoever asks).
      const auth = getContainer().resolve(Modules.AUTH)
      const register = auth.register.bind(auth)
      let arrived = 0
      let bothArrived!: () => void
      const barrier = new Promise<void>((resolve) => (bothArrived = resolve))
      let queue: Promise<unknown> = Promise.resolve()
      const spy = jest.spyOn(auth, "register").mockImplementation(async (...args: Parameters<typeof auth.register>) => {
        if (++arrived === 2) bothArrived()
        // A second add that waits elsewhere (a lock) never arrives: go on after a while.
        await Promise.race([barrier, new Promise((resolve) => setTimeout(resolve, 2_000))])
        const mine = queue.then(() => register(...args))
        queue = mine.catch(() => undefined)
        return mine
      })
      let answers: Answer[]
      try {
        answers = await Promise.all(accounts.map(({ token }, i) => addEmail(token, { email, password: PASSWORD, code: codes[i] })))
      } finally {
        spy.mockRestore()
      }
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      expect(answers.find((answer) => answer.status !== 200)!.data).toEqual({
        type: "duplicate_error",
        code: "email_taken",
        message: messages.emailSignInTaken,
      })
      const winner = accounts[answers.findIndex((answer) => answer.status === 200)]
      const emails = await Promise.all(accounts.map(async ({ token }) => (await me(token)).email))
      expect(emails.filter(Boolean)).toEqual([email])
      // One sign-in, the winner's, and it opens the winner's account.
      expect(await emailSignIns(email)).toHaveLength(1)
      const byEmail = await emailSignIn(email)
      expect(byEmail.status).toBe(200)
      expect((await me(byEmail.data.token)).id).toBe(winner.id)
    })

    it("an account that gets the email between the check and the update (a Google sign-up) makes the add refused as taken, not raw; its new sign-in is removed", async () => {
      const email = "google.meanwhile@example.com"
      const { token } = await phoneAccount()
      const auth = getContainer().resolve(Modules.AUTH)
      const register = auth.register.bind(auth)
      const spy = jest.spyOn(auth, "register").mockImplementation(async (...args: Parameters<typeof auth.register>) => {
        // Past the taken check: another sign-in makes an account with this email now.
        await getContainer().resolve(Modules.CUSTOMER).createCustomers({ email, has_account: true })
        return register(...args)
      })
      let refused: Answer
      try {
        refused = await addEmailProven(token, { email, password: PASSWORD })
      } finally {
        spy.mockRestore()
      }
      expect([refused.status, refused.data]).toEqual([409, { type: "duplicate_error", code: "email_taken", message: messages.emailSignInTaken }])
      expect(await emailSignIns(email)).toHaveLength(0)
      expect((await me(token)).email).toBeNull()
    })

    it("an order placed after adding the email sends its email to the new address", async () => {
      const { token } = await phoneAccount()
      expect((await addEmailProven(token, { email: "orders.after@example.com", password: PASSWORD })).status).toBe(200)
      const bike = await createProduct(getContainer(), session.shop, "Phone Owner Roadster", 15000, 3)
      const shopper = { headers: bearer(token).headers }
      const cart = await readyCart(api, shopper, session.shop.regionId, [{ variantId: bike.variantId, quantity: 1 }])
      const placed = await completeCart(api, shopper, cart.id)
      const order = placed.data.order as { id: string; email: string }
      expect(order.email).toBe("orders.after@example.com")
      const notifications = getContainer().resolve(Modules.NOTIFICATION)
      const deadline = Date.now() + 30_000
      let emails: { to: string }[] = []
      while (Date.now() < deadline) {
        const rows = (await notifications.listNotifications({ resource_id: order.id })) as unknown as { to: string; channel: string }[]
        emails = rows.filter((row) => row.channel === "email")
        if (emails.length) break
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      expect(emails.map((row) => row.to)).toEqual(["orders.after@example.com"])
    })
  },
})
