// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { messagesFor } from "../../../i18n"
import { resetShop } from "../../../lib/medusa"
import { readStoreFrom } from "../../../lib/store.server"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { CODE_CHALLENGE_COOKIE } from "./code-challenge-cookie.server"
import { codePage, recoveryCodeOf, signInWithCode, type CodeFormAnswer, type CodePage } from "./code-sign-in.server"
import { signInByForm } from "./form-sign-in.server"

const en = messagesFor("en").auth
const SHOP = "http://shop.test"
const config = { "/storefront/config": () => json(SHOP_CONFIG) }
const noAfter = async () => []
const challenge = { id: "authmfachal_1", expires_at: new Date(Date.now() + 300_000).toISOString(), methods: ["totp"] }
const withSession = (body: unknown) => {
  const response = json(body)
  response.headers.append("set-cookie", "connect.sid=s%3Anew; Path=/; HttpOnly; SameSite=Lax")
  return response
}

const post = (path: string, fields: Record<string, string>, cookie = "") =>
  new Request(`${SHOP}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { origin: SHOP, cookie } })

function refusal(answer: unknown) {
  expect(answer).not.toBeInstanceOf(Response)
  const { data, init } = answer as { data: CodeFormAnswer; init: ResponseInit }
  return { status: init.status, ...data, cookies: new Headers(init.headers).getSetCookie() }
}

/** The password's step for an admin with TOTP on: the redirect to the code page and the cookie it leaves. */
async function passwordStep(returnTo = "/admin", methods = challenge.methods) {
  fakeBackend({ ...config, "/auth/customer/emailpass": () => json({ mfa_required: true, mfa_challenge: { ...challenge, methods }, token: "t_challenge" }) })
  const answer = (await signInByForm(
    "log-in",
    post(`/log-in?returnTo=${encodeURIComponent(returnTo)}`, { email: "owner@example.com", password: "a-long-password" }),
    SHOP,
    noAfter
  )) as Response
  const cookie = answer.headers.getSetCookie().find((value) => value.startsWith(`${CODE_CHALLENGE_COOKIE}=`))!
  return { answer, cookie: cookie.split(";")[0]! }
}

describe("the sign-in's code step (two-factor sign-in on)", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  it("the password of an admin with TOTP starts no session: the code page next, the challenge kept httpOnly", async () => {
    const { answer } = await passwordStep()
    expect(answer.status).toBe(303)
    expect(answer.headers.get("location")).toBe("/log-in/code?returnTo=%2Fadmin")
    const cookies = answer.headers.getSetCookie()
    expect(cookies).toHaveLength(1)
    expect(cookies[0]).toMatch(/^chaka\.mfa=[\w-]+; Path=\/; Max-Age=(29\d|300); SameSite=Lax; HttpOnly$/)
  })

  it("the right code answers the challenge with its token, starts the session and goes back", async () => {
    const { cookie } = await passwordStep()
    let verified: { url: string; body: unknown; authorization: string | null } | undefined
    fakeBackend({
      ...config,
      "/auth/mfa/challenges/authmfachal_1/verify": (url, init) => {
        verified = { url: url.pathname, body: JSON.parse(String(init?.body)), authorization: new Headers(init?.headers).get("authorization") }
        return json({ token: "t_passed" })
      },
      "/store/customers/me": () => json({ customer: { id: "cus_1" } }),
      "/auth/session": () => withSession({ user: {} }),
    })
    const answer = (await signInWithCode(post("/log-in/code?returnTo=%2Fadmin", { code: "123 456" }, cookie), SHOP, noAfter)) as Response
    expect(verified).toEqual({
      url: "/auth/mfa/challenges/authmfachal_1/verify",
      body: { method: "totp", code: "123456" },
      authorization: "Bearer t_challenge",
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.get("location")).toBe("/admin")
    const cookies = answer.headers.getSetCookie()
    expect(cookies.some((value) => /^chaka\.mfa=; .*Max-Age=0/.test(value))).toBe(true)
    expect(cookies.some((value) => value.startsWith("chaka.sid=s%3Anew"))).toBe(true)
  })

  it("a wrong code and a used code are said in the shop's words; the challenge stays for the next code", async () => {
    const { cookie } = await passwordStep()
    fakeBackend({ ...config, "/auth/mfa/challenges/authmfachal_1/verify": () => json({ message: "Invalid MFA challenge code" }, 400) })
    expect(refusal(await signInWithCode(post("/log-in/code", { code: "000000" }, cookie), SHOP, noAfter))).toMatchObject({
      status: 400,
      error: en.codeWrong,
      startAgain: false,
      cookies: [],
    })
    fakeBackend({
      ...config,
      "/auth/mfa/challenges/authmfachal_1/verify": () =>
        json({ message: "This code has already been used. Wait for the next code in your authenticator app and enter that one." }, 400),
    })
    const used = refusal(await signInWithCode(post("/log-in/code", { code: "111111" }, cookie), SHOP, noAfter))
    expect(used).toMatchObject({ status: 400, error: en.codeUsed, startAgain: false })
    const bn = refusal(
      await signInWithCode(
        new Request(`${SHOP}/bn/log-in/code`, { method: "POST", body: new URLSearchParams({ code: "111111" }), headers: { origin: SHOP, cookie } }),
        SHOP,
        noAfter
      )
    )
    expect(bn.error).toBe(messagesFor("bn").auth.codeUsed)
  })

  it("an expired challenge, or too many wrong codes, sends back to the password; no session either way", async () => {
    const { cookie } = await passwordStep()
    for (const [message, status, error] of [
      ["MFA challenge has expired", 400, en.codeExpired],
      ['MFA challenge with id "authmfachal_1" was not found', 404, en.codeExpired],
      ["MFA challenge has too many failed attempts", 400, en.codeTooManyTries],
    ] as const) {
      const { calls } = fakeBackend({ ...config, "/auth/mfa/challenges/authmfachal_1/verify": () => json({ message }, status) })
      const answer = refusal(await signInWithCode(post("/log-in/code", { code: "123456" }, cookie), SHOP, noAfter))
      expect(answer).toMatchObject({ status, error, startAgain: true })
      expect(answer.cookies.some((value) => /^chaka\.mfa=; .*Max-Age=0/.test(value))).toBe(true)
      expect(calls.some((call) => call.url.pathname === "/auth/session")).toBe(false)
    }
    // No sign-in waiting (the cookie gone or forged): the same, without asking the backend.
    for (const forged of ["", `${CODE_CHALLENGE_COOKIE}=not-json`, `${CODE_CHALLENGE_COOKIE}=${"a".repeat(9000)}`]) {
      const { calls } = fakeBackend(config)
      expect(refusal(await signInWithCode(post("/log-in/code", { code: "123456" }, forged), SHOP, noAfter))).toMatchObject({ status: 401, startAgain: true })
      expect(calls.filter((call) => call.url.pathname.startsWith("/auth"))).toEqual([])
    }
  })

  it("checks the code's shape before asking (empty, letters, NUL, 1.5, -1, 1 MB), and refuses a post from another site", async () => {
    const { cookie } = await passwordStep()
    for (const code of ["", "12345", "1234567", "abcdef", "12\u00003456", "1.5", "-1", "9".repeat(100_000)]) {
      const { calls } = fakeBackend(config)
      const answer = refusal(await signInWithCode(post("/log-in/code", { code }, cookie), SHOP, noAfter))
      expect(answer.status).toBe(400)
      expect(answer.field).toBe(code ? en.codeFormat : en.codeRequired)
      expect(calls.filter((call) => call.url.pathname.startsWith("/auth"))).toEqual([])
    }
    // A megabyte: the form's size limit, said as such.
    const huge = refusal(await signInWithCode(post("/log-in/code", { code: "9".repeat(1_000_000) }, cookie), SHOP, noAfter))
    expect(huge).toMatchObject({ status: 413, error: messagesFor("en").errors.formTooLarge })
    const { calls } = fakeBackend(config)
    const forged = new Request(`${SHOP}/log-in/code`, {
      method: "POST",
      body: new URLSearchParams({ code: "123456" }),
      headers: { origin: "https://evil.example", cookie },
    })
    expect(refusal(await signInWithCode(forged, SHOP, noAfter))).toMatchObject({ status: 403, error: en.otherSiteForm })
    expect(calls.filter((call) => call.url.pathname.startsWith("/auth"))).toEqual([])
  })

  it("an admin without a customer record gets one after the code and is signed in: the backend's refresh keeps the passed factor", async () => {
    const { cookie } = await passwordStep()
    const made: unknown[] = []
    const refreshedWith: (string | null)[] = []
    fakeBackend({
      ...config,
      "/auth/mfa/challenges/authmfachal_1/verify": () => json({ token: "t_passed" }),
      "/store/customers/me": () => json({ message: "Unauthorized" }, 401),
      "/store/customers": (_url, init) => {
        made.push(JSON.parse(String(init?.body)))
        return json({ customer: { id: "cus_new" } })
      },
      "/auth/token/refresh": (_url, init) => {
        refreshedWith.push(new Headers(init?.headers).get("authorization"))
        return json({ token: "t_named" })
      },
      "/auth/session": () => withSession({ user: {} }),
    })
    const answer = (await signInWithCode(post("/log-in/code?returnTo=%2Fadmin", { code: "123456" }, cookie), SHOP, noAfter)) as Response
    expect(made).toEqual([{ email: "owner@example.com" }])
    expect(refreshedWith).toEqual(["Bearer t_passed"])
    expect(answer.status).toBe(303)
    expect(answer.headers.get("location")).toBe("/admin")
    expect(answer.headers.getSetCookie().some((value) => /^chaka\.mfa=; .*Max-Age=0/.test(value))).toBe(true)
  })

  it("a backend that still asks for a code after the customer record is made: Medusa's new challenge asks for the next code", async () => {
    const { cookie } = await passwordStep()
    const made: unknown[] = []
    fakeBackend({
      ...config,
      "/auth/mfa/challenges/authmfachal_1/verify": () => json({ token: "t_passed" }),
      "/store/customers/me": () => json({ message: "Unauthorized" }, 401),
      "/store/customers": (_url, init) => {
        made.push(JSON.parse(String(init?.body)))
        return json({ customer: { id: "cus_new" } })
      },
      "/auth/token/refresh": () => json({ mfa_required: true, mfa_challenge: { ...challenge, id: "authmfachal_2" }, token: "t_again" }),
    })
    const answer = refusal(await signInWithCode(post("/log-in/code", { code: "123456" }, cookie), SHOP, noAfter))
    expect(made).toEqual([{ email: "owner@example.com" }])
    expect(answer).toMatchObject({ status: 202, error: en.codeOneMore, startAgain: false })
    const next = answer.cookies.find((value) => value.startsWith(`${CODE_CHALLENGE_COOKIE}=`))!
    const kept = JSON.parse(Buffer.from(next.split(";")[0]!.split("=")[1]!, "base64url").toString())
    expect(kept).toMatchObject({ email: "owner@example.com", challenge: { id: "authmfachal_2", token: "t_again" } })
  })

  describe("a recovery code instead of the app's code", () => {
    const BOTH = ["totp", "recovery_code"]
    const CODE = "1a2b-3c4d-5e6f-7a8b-9c0d-1e2f-3a4b-5c6d"
    const page = (cookie: string) => (codePage(new Request(`${SHOP}/log-in/code`, { headers: { cookie } })) as unknown as { data: CodePage }).data
    const recover = (code: string, cookie: string, path = "/log-in/code") =>
      signInWithCode(post(path, { intent: "recovery", recovery_code: code }, cookie), SHOP, noAfter)

    it("the page offers it only when Medusa's challenge takes one (the admin has codes left)", async () => {
      expect(page((await passwordStep("/admin", BOTH)).cookie)).toEqual({ waiting: true, recovery: true })
      expect(page((await passwordStep("/admin", ["totp"])).cookie)).toEqual({ waiting: true, recovery: false })
      expect(page("")).toEqual({ waiting: false, recovery: false })
    })

    it("answers the challenge with Medusa's recovery_code method in the dashboard's spelling, then signs in", async () => {
      const { cookie } = await passwordStep("/admin", BOTH)
      let body: unknown
      fakeBackend({
        ...config,
        "/auth/mfa/challenges/authmfachal_1/verify": (_url, init) => {
          body = JSON.parse(String(init?.body))
          return json({ token: "t_passed" })
        },
        "/store/customers/me": () => json({ customer: { id: "cus_1" } }),
        "/auth/session": () => withSession({ user: {} }),
      })
      // As copied from a printout: capitals, spaces, no dashes.
      const answer = (await recover(" 1A2B 3C4D5E6F7A8B9C0D1E2F3A4B5C6D ", cookie, "/log-in/code?returnTo=%2Fadmin")) as Response
      expect(body).toEqual({ method: "recovery_code", code: CODE })
      expect(answer.status).toBe(303)
      expect(answer.headers.get("location")).toBe("/admin")
    })

    it("a wrong or used code is said on the recovery form, in English and Bangla; too many wrong codes of either kind: wait", async () => {
      const { cookie } = await passwordStep("/admin", BOTH)
      fakeBackend({ ...config, "/auth/mfa/challenges/authmfachal_1/verify": () => json({ message: "Invalid MFA challenge code" }, 400) })
      expect(refusal(await recover(CODE, cookie))).toMatchObject({ status: 400, error: en.recoveryCodeWrong, kind: "recovery", startAgain: false, cookies: [] })
      expect(refusal(await recover(CODE, cookie, "/bn/log-in/code")).error).toBe(messagesFor("bn").auth.recoveryCodeWrong)
      // The backend's throttle counts refused codes of both kinds per sign-in (backend admin-mfa.spec.ts).
      fakeBackend({ ...config, "/auth/mfa/challenges/authmfachal_1/verify": () => json({ message: "Too many wrong codes." }, 429) })
      expect(refusal(await recover(CODE, cookie))).toMatchObject({ status: 429, error: en.tooManyAttempts, kind: "recovery", startAgain: false })
      fakeBackend({ ...config, "/auth/mfa/challenges/authmfachal_1/verify": () => json({ message: "MFA challenge has too many failed attempts" }, 400) })
      expect(refusal(await recover(CODE, cookie))).toMatchObject({ status: 400, error: en.codeTooManyTries, startAgain: true })
    })

    it("a right code whose sign-in then fails is not called wrong: the code is spent, so this sign-in starts again", async () => {
      const { cookie } = await passwordStep("/admin", BOTH)
      fakeBackend({
        ...config,
        "/auth/mfa/challenges/authmfachal_1/verify": () => json({ token: "t_passed" }),
        "/store/customers/me": () => json({ message: "Not found" }, 404),
        "/store/customers": () => json({ message: "Invalid request" }, 400),
      })
      const answer = refusal(await recover(CODE, cookie))
      expect(answer).toMatchObject({ error: en.unexpected, startAgain: true, kind: "recovery" })
      expect(answer.error).not.toBe(en.recoveryCodeWrong)
      expect(answer.status).toBeGreaterThanOrEqual(500)
      expect(answer.cookies.some((value) => value.startsWith(`${CODE_CHALLENGE_COOKIE}=;`) || /Max-Age=0|Expires=Thu, 01 Jan 1970/.test(value))).toBe(true)
    })

    it("checks its shape before asking; a challenge without recovery codes is not asked either", async () => {
      const { cookie } = await passwordStep("/admin", BOTH)
      for (const [code, field] of [
        ["", en.recoveryCodeRequired],
        ["1a2b-3c4d", en.recoveryCodeFormat],
        ["zzzz-3c4d-5e6f-7a8b-9c0d-1e2f-3a4b-5c6d", en.recoveryCodeFormat],
        [`${CODE}0`, en.recoveryCodeFormat],
        ["123456", en.recoveryCodeFormat],
      ] as const) {
        const { calls } = fakeBackend(config)
        expect(refusal(await recover(code, cookie))).toMatchObject({ status: 400, field, kind: "recovery" })
        expect(calls.filter((call) => call.url.pathname.startsWith("/auth"))).toEqual([])
      }
      const { cookie: totpOnly } = await passwordStep("/admin", ["totp"])
      const { calls } = fakeBackend(config)
      expect(refusal(await recover(CODE, totpOnly))).toMatchObject({ status: 400, field: en.recoveryCodeNone, kind: "recovery" })
      expect(calls.filter((call) => call.url.pathname.startsWith("/auth"))).toEqual([])
    })

    it("reads the code as Medusa writes it", () => {
      expect(recoveryCodeOf(CODE)).toBe(CODE)
      expect(recoveryCodeOf("1A2B-3C4D-5E6F-7A8B-9C0D-1E2F-3A4B-5C6D")).toBe(CODE)
      expect(recoveryCodeOf("   ")).toBe("")
      expect(recoveryCodeOf(null)).toBe("")
      expect(recoveryCodeOf("1a2b".repeat(40))).toBeNull()
    })
  })
})
