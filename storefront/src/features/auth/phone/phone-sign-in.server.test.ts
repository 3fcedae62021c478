// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { messagesFor } from "../../../i18n"
import { resetShop } from "../../../lib/medusa"
import { readStoreFrom } from "../../../lib/store.server"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { localPhone, typedCode } from "./phone-number"
import { phoneKindOf } from "./phone-kind"
import { phoneSignIn, type PhoneStep } from "./phone-sign-in.server"

const en = messagesFor("en").phoneSignIn
const bn = messagesFor("bn").phoneSignIn
const SHOP = "http://shop.test"
const config = { "/storefront/config": () => json(SHOP_CONFIG) }
const context = { origin: SHOP, clientIp: "203.0.113.7" }

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${SHOP}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { origin: SHOP, ...headers } })

function step(answer: unknown) {
  expect(answer).not.toBeInstanceOf(Response)
  const { data, init } = answer as { data: PhoneStep; init: ResponseInit }
  return { status: init.status, ...data }
}

const bodies = (calls: { url: URL }[], fetchMock: { mock: { calls: unknown[][] } }, path: string) =>
  fetchMock.mock.calls
    .filter((_call, index) => calls[index]!.url.pathname === path)
    .map((call) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>)

describe("phone numbers and codes as typed", () => {
  it("every spelling of a Bangladeshi mobile number is the shop's 01XXXXXXXXX", () => {
    for (const typed of ["01712345678", "+8801712345678", "8801712345678", "017-1234 5678", " +880 1712-345678 "]) expect(localPhone(typed)).toBe("01712345678")
  })

  it("anything else is no number: letters, foreign, short, long, operator 2, a NUL byte, a huge string", () => {
    for (const typed of ["", "abc", "+14155550100", "0171234567", "017123456789", "01212345678", "0171234\u00005678", "0".repeat(1_000_000), 1.5, null])
      expect(localPhone(typed)).toBeNull()
  })

  it("a code keeps only its digits' spacing forgiven", () => {
    expect(typedCode("123 456")).toBe("123456")
    expect(typedCode("12-34-56")).toBe("123456")
    expect(typedCode(undefined)).toBe("")
  })

  it("the page says which of the two it is", () => {
    expect(phoneKindOf("/sign-up/phone")).toBe("sign-up")
    expect(phoneKindOf("/bn/sign-up/phone")).toBe("sign-up")
    expect(phoneKindOf("/log-in/phone")).toBe("log-in")
  })
})

describe("the phone sign-in's action", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  it("a number in any spelling asks for a code in the page's language, the shopper's address forwarded; the code's step follows", async () => {
    const backend = fakeBackend({ ...config, "/auth/customer/phone-otp/code": () => json({ sent: true }) })
    const answer = step(await phoneSignIn("log-in", post("/bn/log-in/phone", { intent: "send", phone: "+880 1712-345678" }), context, async () => []))
    expect(answer).toMatchObject({ status: 200, step: "code", phone: "01712345678", sent: true, error: null })
    expect(bodies(backend.calls, backend.fetchMock, "/auth/customer/phone-otp/code")).toEqual([{ phone: "01712345678", lang: "bn" }])
    const call = backend.calls.find((c) => c.url.pathname === "/auth/customer/phone-otp/code")!
    expect(call.headers.get("x-forwarded-for")).toBe("203.0.113.7")
  })

  it("a number that is not one is refused under its field, as typed, with no call", async () => {
    const backend = fakeBackend(config)
    const answer = step(await phoneSignIn("log-in", post("/log-in/phone", { intent: "send", phone: "+1 415 555 0100" }), context, async () => []))
    expect(answer).toMatchObject({ status: 400, step: "number", phone: "+1 415 555 0100", fields: { phone: en.phoneInvalid } })
    expect(backend.calls.filter((c) => c.url.pathname.startsWith("/auth"))).toHaveLength(0)
    const empty = step(await phoneSignIn("log-in", post("/bn/log-in/phone", { intent: "send", phone: "" }), context, async () => []))
    expect(empty.fields.phone).toBe(bn.phoneRequired)
  })

  it("too many codes says the wait the shop gave, in minutes", async () => {
    fakeBackend({
      ...config,
      "/auth/customer/phone-otp/code": () => {
        const response = json({ message: "Too many", code: "phone_code_limit" }, 429)
        response.headers.set("retry-after", "600")
        return response
      },
    })
    const answer = step(await phoneSignIn("log-in", post("/log-in/phone", { intent: "send", phone: "01712345678" }), context, async () => []))
    expect(answer).toMatchObject({ status: 429, step: "number", error: en.codeLimit(10) })
    expect(answer.error).toContain("10 minutes")
    const again = step(await phoneSignIn("log-in", post("/log-in/phone", { intent: "resend", phone: "01712345678" }), context, async () => []))
    expect(again).toMatchObject({ status: 429, step: "code", phone: "01712345678" })
  })

  it("the right code signs in: the session started, `after` run as the customer, back to the order", async () => {
    const backend = fakeBackend({
      ...config,
      "/auth/customer/phone-otp": () => json({ token: "t_customer" }),
      "/auth/session": () => {
        const response = json({ user: {} })
        response.headers.append("set-cookie", "connect.sid=s%3Anew; Path=/; HttpOnly; SameSite=Lax")
        return response
      },
    })
    let claimedWith = ""
    const after = async (signedIn: Request) => {
      claimedWith = signedIn.headers.get("cookie") ?? ""
      return ["chaka.cart=; Path=/; Max-Age=0"]
    }
    const answer = (await phoneSignIn(
      "sign-up",
      post("/sign-up/phone?returnTo=%2Fplace-order%2Fprod_1", { intent: "verify", phone: "01712345678", code: "123 456", name: " Rahim " }),
      context,
      after
    )) as Response
    expect(answer.status).toBe(303)
    expect(answer.headers.get("location")).toBe("/place-order/prod_1")
    expect(bodies(backend.calls, backend.fetchMock, "/auth/customer/phone-otp")).toEqual([{ phone: "01712345678", code: "123456", name: "Rahim" }])
    expect(claimedWith).toContain("chaka.sid=s%3Anew")
    expect(answer.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^chaka\.sid=s%3Anew/), "chaka.cart=; Path=/; Max-Age=0"]))
  })

  it("log-in sends no name; sign-up asks for one before any call", async () => {
    const backend = fakeBackend({ ...config, "/auth/customer/phone-otp": () => json({ message: "no", code: "phone_code_refused" }, 401) })
    const missing = step(
      await phoneSignIn("sign-up", post("/sign-up/phone", { intent: "verify", phone: "01712345678", code: "123456", name: "  " }), context, async () => [])
    )
    expect(missing).toMatchObject({ status: 400, step: "code", fields: { name: en.nameRequired } })
    const tooLong = step(
      await phoneSignIn(
        "sign-up",
        post("/sign-up/phone", { intent: "verify", phone: "01712345678", code: "123456", name: "x".repeat(101) }),
        context,
        async () => []
      )
    )
    expect(tooLong.fields.name).toBe(en.nameInvalid)
    expect(backend.calls.filter((c) => c.url.pathname.startsWith("/auth"))).toHaveLength(0)
    await phoneSignIn("log-in", post("/log-in/phone", { intent: "verify", phone: "01712345678", code: "123456", name: "Rahim" }), context, async () => [])
    expect(bodies(backend.calls, backend.fetchMock, "/auth/customer/phone-otp")).toEqual([{ phone: "01712345678", code: "123456" }])
  })

  it("a wrong, expired, used or locked code is one answer under the code, the number kept; no session", async () => {
    fakeBackend({ ...config, "/auth/customer/phone-otp": () => json({ type: "unauthorized", code: "phone_code_refused", message: "Wrong" }, 401) })
    const answer = step(
      await phoneSignIn("log-in", post("/bn/log-in/phone", { intent: "verify", phone: "01712345678", code: "000000" }), context, async () => [])
    )
    expect(answer).toMatchObject({ status: 401, step: "code", phone: "01712345678", fields: { code: bn.codeRefused } })
  })

  it("a code that is not 6 digits is said without a call", async () => {
    const backend = fakeBackend(config)
    const answer = step(await phoneSignIn("log-in", post("/log-in/phone", { intent: "verify", phone: "01712345678", code: "12345a" }), context, async () => []))
    expect(answer).toMatchObject({ status: 400, step: "code", fields: { code: en.codeInvalid } })
    expect(backend.calls.filter((c) => c.url.pathname.startsWith("/auth"))).toHaveLength(0)
  })

  it("a form from another site, or too large, is refused with nothing sent", async () => {
    const backend = fakeBackend(config)
    const forged = step(
      await phoneSignIn("log-in", post("/log-in/phone", { intent: "send", phone: "01712345678" }, { origin: "http://evil.test" }), context, async () => [])
    )
    expect(forged.status).toBe(403)
    const huge = step(await phoneSignIn("log-in", post("/log-in/phone", { intent: "send", phone: "0".repeat(1_000_000) }), context, async () => []))
    expect(huge.status).toBe(413)
    expect(backend.calls.filter((c) => c.url.pathname.startsWith("/auth"))).toHaveLength(0)
  })

  it("the backend down is said plainly, never a 5xx page", async () => {
    fakeBackend({ ...config, "/auth/customer/phone-otp/code": () => json({ message: "boom" }, 500) })
    const answer = step(await phoneSignIn("log-in", post("/log-in/phone", { intent: "send", phone: "01712345678" }), context, async () => []))
    expect(answer).toMatchObject({ status: 502, step: "number", error: messagesFor("en").auth.unexpected })
  })
})
