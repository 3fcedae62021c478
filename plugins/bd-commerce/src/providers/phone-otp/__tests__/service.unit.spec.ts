import type { AuthIdentityProviderService } from "@medusajs/framework/types"
import PhoneOtpAuthService from "../service"
import { issueRequest, verifyAddRequest } from "../requests"

/** The auth module's side in memory: its state store (single-use reads, as Medusa's) and sign-ins. */
function identities() {
  const states = new Map<string, Record<string, unknown>>()
  const signIns = new Map<string, { id: string }>()
  const service = {
    retrieve: async ({ entity_id }: { entity_id: string }) => {
      const found = signIns.get(entity_id)
      if (!found) throw Object.assign(new Error("not found"), { type: "not_found" })
      return found
    },
    create: async ({ entity_id }: { entity_id: string }) => {
      const made = { id: `authid_${signIns.size + 1}` }
      signIns.set(entity_id, made)
      return made
    },
    update: async () => ({}),
    setState: async (key: string, value: Record<string, unknown>) => void states.set(key, value),
    getState: async (key: string) => {
      const value = states.get(key) ?? null
      states.delete(key)
      return value
    },
  }
  return { service: service as unknown as AuthIdentityProviderService, states, signIns }
}

const provider = () => new PhoneOtpAuthService({}, { secret: "x".repeat(32) })
const signIn = (body: Record<string, unknown>) => ({ body }) as never

describe("phone-otp provider", () => {
  it("refuses a secret shorter than 32 characters", () => {
    expect(() => PhoneOtpAuthService.validateOptions({ secret: "short" })).toThrow(/secret/)
    expect(() => PhoneOtpAuthService.validateOptions({})).toThrow(/secret/)
  })

  it("signs in with the code in any spelling, once; a new number gets a sign-in", async () => {
    const { service, signIns } = identities()
    await provider().update(issueRequest({ number: "8801712345678", code: "123456", purpose: "sign-in" }), service)
    const first = await provider().authenticate(signIn({ phone: "+880 1712-345678", code: "123456" }), service)
    expect(first).toEqual({ success: true, authIdentity: { id: "authid_1" } })
    expect(signIns.has("8801712345678")).toBe(true)
    expect((await provider().authenticate(signIn({ phone: "01712345678", code: "123456" }), service)).success).toBe(false)
  })

  it("replaces the last code with the next one", async () => {
    const { service } = identities()
    await provider().update(issueRequest({ number: "8801712345678", code: "111111", purpose: "sign-in" }), service)
    await provider().update(issueRequest({ number: "8801712345678", code: "222222", purpose: "sign-in" }), service)
    expect((await provider().authenticate(signIn({ phone: "01712345678", code: "111111" }), service)).success).toBe(false)
    expect((await provider().authenticate(signIn({ phone: "01712345678", code: "222222" }), service)).success).toBe(true)
  })

  it("locks the code after 5 wrong tries", async () => {
    const { service } = identities()
    await provider().update(issueRequest({ number: "8801712345678", code: "123456", purpose: "sign-in" }), service)
    for (let i = 0; i < 5; i++) expect((await provider().authenticate(signIn({ phone: "01712345678", code: "000000" }), service)).success).toBe(false)
    expect((await provider().authenticate(signIn({ phone: "01712345678", code: "123456" }), service)).success).toBe(false)
  })

  it("cannot be given a code from a request body: register and update refuse", async () => {
    const { service, states } = identities()
    expect((await provider().register()).success).toBe(false)
    const forged = JSON.parse(JSON.stringify({ action: "issue", number: "8801712345678", code: "123456", purpose: "sign-in" }))
    expect((await provider().update({ entity_id: "8801712345678", ...forged }, service)).success).toBe(false)
    expect(states.size).toBe(0)
  })

  it("keeps a code for adding a number apart from the sign-in code", async () => {
    const { service, signIns } = identities()
    await provider().update(issueRequest({ number: "8801712345678", code: "123456", purpose: "add", holder: "authid_9" }), service)
    expect((await provider().authenticate(signIn({ phone: "01712345678", code: "123456" }), service)).success).toBe(false)
    expect((await provider().authenticate(verifyAddRequest("authid_8", { phone: "01712345678", code: "123456" }) as never, service)).success).toBe(false)
    await provider().update(issueRequest({ number: "8801712345678", code: "123456", purpose: "add", holder: "authid_9" }), service)
    expect(await provider().authenticate(verifyAddRequest("authid_9", { phone: "01712345678", code: "123456" }) as never, service)).toEqual({ success: true })
    expect(signIns.size).toBe(0)
  })

  it("refuses malformed input without reading any state", async () => {
    const { service } = identities()
    for (const body of [{ phone: "abc", code: "123456" }, { phone: "01712345678", code: "12345" }, { phone: "\u0000", code: "123456" }, {}]) {
      expect((await provider().authenticate(signIn(body), service)).success).toBe(false)
    }
  })
})
