// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { messagesFor } from "../../../i18n"
import { registerCatalogue } from "../../../i18n/messages"
import { bangla } from "../../../messages/bn"
import { resetShop } from "../../../lib/medusa"
import { readStoreFrom } from "../../../lib/store.server"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, type AddEmailAnswer } from "../add-email"
import { addEmailByForm, isAddEmailPost } from "./add-email.server"

registerCatalogue("bn", bangla)
const en = messagesFor("en")
const bn = messagesFor("bn")
const SHOP = "http://shop.test"
const config = { "/storefront/config": () => json(SHOP_CONFIG) }
const CONTEXT = { origin: SHOP, clientIp: "203.0.113.7" }
const SIGNED_IN = "chaka.sid=s%3Aabc"
const FILLED = { code: "123456", email: "  Karim@Example.com ", password: "a-long-password", confirmPassword: "a-long-password" }

const post = (fields: Record<string, string>, { cookie = SIGNED_IN, origin = SHOP, path = "/my-account/update-profile", intent = "add-email" } = {}) =>
  new Request(`${SHOP}${path}`, { method: "POST", body: new URLSearchParams({ intent, ...fields }), headers: { origin, cookie } })

/** A valid email of exactly `length` characters (domain labels of at most 49). */
function emailOfLength(length: number) {
  let domain = ""
  while (domain.length < length - "user@.com".length)
    domain += (domain ? "." : "") + "d".repeat(Math.min(49, length - "user@.com".length - domain.length - (domain ? 1 : 0)))
  return `user@${domain}.com`
}

function answered(answer: unknown) {
  expect(answer).not.toBeInstanceOf(Response)
  const { data, init } = answer as { data: AddEmailAnswer; init: ResponseInit }
  return { status: init.status, ...data }
}

describe("adding an email to an account made with a mobile number (update-profile's add-email form)", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  it("is told from the profile form's post by its intent, the request still whole for the action", async () => {
    const profile = new FormData()
    profile.set("name", "Rahim")
    profile.set("intent", "add-email")
    expect(await isAddEmailPost(new Request(`${SHOP}/my-account/update-profile`, { method: "POST", body: profile }))).toBe(false)
    const plain = new Request(`${SHOP}/my-account/update-profile`, { method: "POST", body: new URLSearchParams({ name: "Rahim" }) })
    expect(await isAddEmailPost(plain)).toBe(false)
    const adding = post(FILLED)
    expect(await isAddEmailPost(adding)).toBe(true)
    expect((await adding.formData()).get("email")).toBe(FILLED.email)
    expect(await isAddEmailPost(post({}, { intent: "add-email-code" }))).toBe(true)
    expect(await isAddEmailPost(post({}, { intent: "add-phone" }))).toBe(false)
  })

  it("'Send me a code' asks the backend for an SMS to the account's number, in the page's language, from the shopper's address; then the code step", async () => {
    let sent: unknown
    const backend = fakeBackend({
      ...config,
      "/store/customers/me/email/code": (_url, init) => {
        sent = JSON.parse(String(init?.body))
        return json({ sent: true, phone: "01812345678" })
      },
    })
    expect(answered(await addEmailByForm(post({}, { intent: "add-email-code", path: "/bn/my-account/update-profile" }), CONTEXT))).toEqual({
      status: 200,
      form: "add-email",
      step: "code",
      sent: true,
      sentTo: "01812345678",
      error: null,
      fields: {},
      email: "",
    })
    expect(sent).toEqual({ lang: "bn" })
    const call = backend.calls.find((c) => c.url.pathname === "/store/customers/me/email/code")!
    expect([call.headers.get("cookie"), call.headers.get("x-forwarded-for")]).toEqual(["connect.sid=s%3Aabc", CONTEXT.clientIp])
    // 'A new code' from the code step keeps the email typed, never the passwords.
    const again = answered(await addEmailByForm(post(FILLED, { intent: "add-email-code" }), CONTEXT))
    expect(again).toMatchObject({ status: 200, step: "code", sent: true, email: "Karim@Example.com" })
    expect(JSON.stringify(again)).not.toContain("a-long-password")
  })

  it("a refused code request is said in the page's language: too many codes (with the wait), an account that has an email, a busy account", async () => {
    const refusing = (status: number, body: object, headers: Record<string, string> = {}) =>
      fakeBackend({
        ...config,
        "/store/customers/me/email/code": () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } }),
      })
    refusing(429, { code: "phone_code_limit", message: "x" }, { "retry-after": "600" })
    expect(answered(await addEmailByForm(post({}, { intent: "add-email-code" }), CONTEXT))).toEqual({
      status: 429,
      form: "add-email",
      step: "send",
      error: en.phoneSignIn.codeLimit(10),
      fields: {},
      email: "",
    })
    expect(answered(await addEmailByForm(post({}, { intent: "add-email-code", path: "/bn/my-account/update-profile" }), CONTEXT)).error).toBe(
      bn.phoneSignIn.codeLimit(10)
    )
    refusing(400, { code: "email_already_set", message: "x" })
    expect(answered(await addEmailByForm(post({}, { intent: "add-email-code" }), CONTEXT))).toMatchObject({
      status: 400,
      step: "send",
      error: en.addEmail.alreadySet,
    })
    refusing(400, { code: "phone_missing", message: "x" })
    expect(answered(await addEmailByForm(post({}, { intent: "add-email-code" }), CONTEXT))).toMatchObject({ status: 400, error: en.addEmail.noPhone })
    // From the code step, a refused new code keeps that step (the fields stay).
    refusing(409, { code: "account_busy", message: "x" })
    expect(answered(await addEmailByForm(post(FILLED, { intent: "add-email-code" }), CONTEXT))).toMatchObject({
      status: 409,
      step: "code",
      error: en.addEmail.busy,
    })
  })

  it("a wrong or spent code is said under the code, in the page's language; the email kept", async () => {
    fakeBackend({ ...config, "/store/customers/me/email": () => json({ type: "invalid_data", code: "phone_code_refused", message: "x" }, 400) })
    expect(answered(await addEmailByForm(post(FILLED), CONTEXT))).toEqual({
      status: 400,
      form: "add-email",
      step: "code",
      error: null,
      fields: { code: en.phoneSignIn.codeRefused },
      email: "Karim@Example.com",
    })
    expect(answered(await addEmailByForm(post(FILLED, { path: "/bn/my-account/update-profile" }), CONTEXT)).fields).toEqual({
      code: bn.phoneSignIn.codeRefused,
    })
  })

  it("sends the email and password with the customer's session only, then back to the profile saying so", async () => {
    let sent: unknown
    const backend = fakeBackend({
      ...config,
      "/store/customers/me/email": (_url, init) => {
        sent = JSON.parse(String(init?.body))
        return json({ customer: { id: "cus_1", email: "karim@example.com" } })
      },
    })
    // The code as people type it, with a space.
    const done = (await addEmailByForm(post({ ...FILLED, code: "123 456" }), CONTEXT)) as Response
    expect(done.status).toBe(303)
    expect(done.headers.get("location")).toBe("/my-account/update-profile?email_added=1")
    expect(sent).toEqual({ email: "Karim@Example.com", password: "a-long-password", code: "123456" })
    const call = backend.calls.find((c) => c.url.pathname === "/store/customers/me/email")!
    expect(call.method).toBe("POST")
    expect(call.headers.get("cookie")).toBe("connect.sid=s%3Aabc")
    expect(call.headers.get("x-publishable-api-key")).toBe(SHOP_CONFIG.publishable_key)
  })

  it("a taken email is said under the email without whose, in the page's language; an account that has one already, on the form", async () => {
    fakeBackend({
      ...config,
      "/store/customers/me/email": () => json({ type: "duplicate_error", code: "email_taken", message: "Identity with email already exists" }, 409),
    })
    expect(answered(await addEmailByForm(post(FILLED), CONTEXT))).toEqual({
      status: 409,
      form: "add-email",
      step: "code",
      error: null,
      fields: { email: en.addEmail.taken },
      email: "Karim@Example.com",
    })
    expect(answered(await addEmailByForm(post(FILLED, { path: "/bn/my-account/update-profile" }), CONTEXT))).toMatchObject({
      status: 409,
      fields: { email: bn.addEmail.taken },
    })
    fakeBackend({ ...config, "/store/customers/me/email": () => json({ type: "invalid_data", code: "email_already_set", message: "x" }, 400) })
    expect(answered(await addEmailByForm(post(FILLED), CONTEXT))).toMatchObject({ status: 400, error: en.addEmail.alreadySet, fields: {} })
  })

  it("an account whose other change still holds its lock is told to try again (409), in the page's language, the email kept", async () => {
    fakeBackend({
      ...config,
      "/store/customers/me/email": () =>
        json({ type: "conflict", code: "account_busy", message: "Another change to your account is in progress; try again" }, 409),
    })
    expect(answered(await addEmailByForm(post(FILLED), CONTEXT))).toEqual({
      status: 409,
      form: "add-email",
      step: "code",
      error: en.addEmail.busy,
      fields: {},
      email: "Karim@Example.com",
    })
    expect(answered(await addEmailByForm(post(FILLED, { path: "/bn/my-account/update-profile" }), CONTEXT))).toMatchObject({
      status: 409,
      error: bn.addEmail.busy,
    })
  })

  it("checks the fields by sign-up's rules first, keeping the email typed (never the passwords); nothing is sent", async () => {
    const backend = fakeBackend(config)
    const refused = [
      [{ ...FILLED, confirmPassword: "another-password" }, { confirmPassword: en.auth.passwordMismatch }],
      [{ ...FILLED, password: "short", confirmPassword: "short" }, { password: en.auth.passwordTooShort }],
      [{ ...FILLED, email: "not-an-email" }, { email: en.auth.emailInvalid }],
      [{ password: "a-long-password" }, { code: en.phoneSignIn.codeRequired, email: en.auth.emailRequired, confirmPassword: en.auth.confirmRequired }],
      [{ ...FILLED, code: "12345" }, { code: en.phoneSignIn.codeInvalid }],
      [{ ...FILLED, code: "12345a" }, { code: en.phoneSignIn.codeInvalid }],
    ] as const
    for (const [fields, errors] of refused) {
      const answer = answered(await addEmailByForm(post(fields), CONTEXT))
      expect(answer).toMatchObject({ status: 400, error: null, fields: errors })
      expect(JSON.stringify(answer)).not.toContain("a-long-password")
    }
    expect(answered(await addEmailByForm(post({ ...FILLED, email: "nul\u0000@example.com" }), CONTEXT))).toMatchObject({ status: 400 })
    expect(backend.calls.filter((call) => call.url.pathname.startsWith("/store/"))).toHaveLength(0)
  })

  it("refuses an over-long or broken email or password under its field, in the page's language, never cutting it; nothing is sent", async () => {
    const backend = fakeBackend(config)
    const longEmail = emailOfLength(EMAIL_MAX_LENGTH + 1)
    const longPassword = "p".repeat(PASSWORD_MAX_LENGTH + 1)
    const refused = [
      [{ ...FILLED, email: longEmail }, { email: en.addEmail.emailTooLong(EMAIL_MAX_LENGTH) }],
      [{ ...FILLED, email: `${"b".repeat(2000)}@example.com` }, { email: en.addEmail.emailTooLong(EMAIL_MAX_LENGTH) }],
      [{ ...FILLED, password: longPassword, confirmPassword: longPassword }, { password: en.addEmail.passwordTooLong(PASSWORD_MAX_LENGTH) }],
      [{ ...FILLED, password: "a-long-\u0000password", confirmPassword: "a-long-\u0000password" }, { password: en.addEmail.badCharacter }],
    ] as const
    for (const [fields, errors] of refused) {
      expect(answered(await addEmailByForm(post(fields), CONTEXT))).toMatchObject({ status: 400, error: null, fields: errors })
    }
    // The email is given back whole, to be corrected.
    expect(answered(await addEmailByForm(post({ ...FILLED, email: longEmail }), CONTEXT)).email).toBe(longEmail)
    expect(
      answered(
        await addEmailByForm(post({ ...FILLED, password: longPassword, confirmPassword: longPassword }, { path: "/bn/my-account/update-profile" }), CONTEXT)
      )
    ).toMatchObject({
      status: 400,
      fields: { password: bn.addEmail.passwordTooLong(PASSWORD_MAX_LENGTH) },
    })
    expect(bn.addEmail.passwordTooLong(PASSWORD_MAX_LENGTH)).toContain("১,০২৪")
    // A megabyte is more than the form takes: said on the form.
    expect(answered(await addEmailByForm(post({ ...FILLED, email: "x".repeat(1024 * 1024) }), CONTEXT))).toMatchObject({
      status: 413,
      error: en.errors.formTooLarge,
    })
    expect(backend.calls.filter((call) => call.url.pathname.startsWith("/store/"))).toHaveLength(0)
    // At the very limits the form goes through, as typed.
    let sent: unknown
    fakeBackend({ ...config, "/store/customers/me/email": (_url, init) => ((sent = JSON.parse(String(init?.body))), json({ customer: { id: "cus_1" } })) })
    const longest = { email: emailOfLength(EMAIL_MAX_LENGTH), password: "q".repeat(PASSWORD_MAX_LENGTH) }
    expect(((await addEmailByForm(post({ ...longest, confirmPassword: longest.password, code: "123456" }), CONTEXT)) as Response).status).toBe(303)
    expect(sent).toEqual({ ...longest, code: "123456" })
  })

  it("a visitor or an ended session goes to log in; another site's form and a backend that cannot be reached are said on the form", async () => {
    fakeBackend({ ...config, "/store/customers/me/email": () => json({ message: "Unauthorized" }, 401) })
    const visitor = (await addEmailByForm(post(FILLED, { cookie: "" }), CONTEXT)) as Response
    expect(visitor.headers.get("location")).toBe("/log-in?returnTo=%2Fmy-account%2Fupdate-profile")
    const ended = (await addEmailByForm(post(FILLED), CONTEXT)) as Response
    expect(ended.status).toBe(303)
    expect(answered(await addEmailByForm(post(FILLED, { origin: "http://evil.test" }), CONTEXT))).toMatchObject({ status: 403, error: en.auth.otherSiteForm })

    const error = vi.spyOn(console, "error").mockImplementation(() => {})
    fakeBackend({ ...config, "/store/customers/me/email": () => json({ message: "boom" }, 500) })
    expect(answered(await addEmailByForm(post(FILLED), CONTEXT))).toMatchObject({ status: 502, error: en.auth.unexpected })
    error.mockRestore()
  })
})
