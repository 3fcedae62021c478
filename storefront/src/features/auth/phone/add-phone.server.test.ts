// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { messagesFor } from "../../../i18n"
import { resetShop } from "../../../lib/medusa"
import { readStoreFrom } from "../../../lib/store.server"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { addPhone } from "./add-phone.server"
import type { PhoneStep } from "./phone-sign-in.server"

const en = messagesFor("en").phoneSignIn
const SHOP = "http://shop.test"
const config = { "/storefront/config": () => json(SHOP_CONFIG) }
const context = { origin: SHOP, clientIp: "203.0.113.9" }
const SIGNED_IN = "chaka.sid=s%3Aabc"

const post = (fields: Record<string, string>, cookie = SIGNED_IN) =>
  new Request(`${SHOP}/my-account/phone`, { method: "POST", body: new URLSearchParams(fields), headers: { origin: SHOP, cookie } })

function step(answer: unknown) {
  expect(answer).not.toBeInstanceOf(Response)
  const { data, init } = answer as { data: PhoneStep; init: ResponseInit }
  return { status: init.status, ...data }
}

describe("adding a sign-in number to a signed-in account", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  it("asks for a code with the customer's session only, then the code makes it the account's number", async () => {
    const backend = fakeBackend({
      ...config,
      "/store/customers/me/phone/code": () => json({ sent: true }),
      "/store/customers/me/phone": () => json({ customer: { id: "cus_1", phone: "01812345678" } }),
    })
    expect(step(await addPhone(post({ intent: "send", phone: "+8801812345678" }), context))).toMatchObject({ status: 200, step: "code", phone: "01812345678" })
    const asked = backend.calls.find((call) => call.url.pathname === "/store/customers/me/phone/code")!
    expect(asked.headers.get("cookie")).toBe("connect.sid=s%3Aabc")
    const done = (await addPhone(post({ intent: "verify", phone: "01812345678", code: "654321" }), context)) as Response
    expect(done.status).toBe(303)
    expect(done.headers.get("location")).toBe("/my-account/profile?phone_added=1")
  })

  it("another account's number is refused without saying whose; a refused code is said under the code (400, still signed in)", async () => {
    fakeBackend({
      ...config,
      "/store/customers/me/phone/code": () => json({ type: "duplicate_error", code: "phone_taken", message: "taken" }, 409),
      "/store/customers/me/phone": () => json({ type: "invalid_data", code: "phone_code_refused", message: "no" }, 400),
    })
    expect(step(await addPhone(post({ intent: "send", phone: "01812345678" }), context))).toMatchObject({
      status: 409,
      step: "number",
      fields: { phone: en.phoneTaken },
    })
    expect(step(await addPhone(post({ intent: "verify", phone: "01812345678", code: "000000" }), context))).toMatchObject({
      status: 400,
      step: "code",
      fields: { code: en.codeRefused },
    })
  })

  it("a visitor, or an ended session, goes to log in; a number that is not one is never sent", async () => {
    const backend = fakeBackend({ ...config, "/store/customers/me/phone/code": () => json({ message: "Unauthorized" }, 401) })
    const visitor = (await addPhone(post({ intent: "send", phone: "01812345678" }, ""), context)) as Response
    expect(visitor.headers.get("location")).toBe("/log-in?returnTo=%2Fmy-account%2Fphone")
    const ended = (await addPhone(post({ intent: "send", phone: "01812345678" }), context)) as Response
    expect(ended.status).toBe(303)
    expect(step(await addPhone(post({ intent: "send", phone: "letters\u0000" }), context))).toMatchObject({ status: 400, fields: { phone: en.phoneInvalid } })
    expect(backend.calls.filter((call) => call.url.pathname.startsWith("/store/customers"))).toHaveLength(1)
  })
})
