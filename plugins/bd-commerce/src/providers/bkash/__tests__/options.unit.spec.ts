import { validateBkashOptions } from "../options"
import BkashPaymentProviderService from "../service"

const valid = {
  base_url: "https://tokenized.sandbox.bka.sh/v1.2.0-beta/",
  app_key: "key",
  app_secret: "secret",
  username: "user",
  password: "pass",
  callback_url: "https://shop.example/checkout/bkash",
}

describe("bKash options", () => {
  it("names each missing option, without quoting any secret", () => {
    for (const name of ["base_url", "app_key", "app_secret", "username", "password", "callback_url"] as const) {
      const given: Record<string, unknown> = { ...valid, [name]: "  " }
      expect(() => validateBkashOptions(given)).toThrow(`bKash: the option ${name} is required`)
    }
    expect(() => validateBkashOptions(undefined)).toThrow("base_url")
  })

  it("refuses a base URL that is not http(s), and a timeout that is not a sensible whole number of ms", () => {
    expect(() => validateBkashOptions({ ...valid, base_url: "ftp://bka.sh" })).toThrow("base_url must be an http(s) URL")
    expect(() => validateBkashOptions({ ...valid, base_url: "not a url" })).toThrow("base_url must be an http(s) URL")
    expect(() => validateBkashOptions({ ...valid, callback_url: "javascript:alert(1)" })).toThrow("must be an http(s) URL")
    for (const timeout_ms of [0, -1, 1.5, 10_000_000, "30000"]) {
      expect(() => validateBkashOptions({ ...valid, timeout_ms })).toThrow("timeout_ms must be a whole number")
    }
  })

  it("keeps valid options, drops the base URL's trailing slash and waits 30 s by default", () => {
    expect(validateBkashOptions(valid)).toEqual({ ...valid, base_url: "https://tokenized.sandbox.bka.sh/v1.2.0-beta", timeout_ms: 30_000 })
    expect(validateBkashOptions({ ...valid, timeout_ms: 5000 }).timeout_ms).toBe(5000)
  })

  it("is what Medusa checks at boot (static validateOptions)", () => {
    expect(() => BkashPaymentProviderService.validateOptions({ ...valid, password: undefined })).toThrow("password")
    expect(() => BkashPaymentProviderService.validateOptions(valid)).not.toThrow()
  })
})
