import { describe, expect, it } from "vitest"
import { messagesFor } from "../../i18n"
import { BKASH_NOTICE_COOKIE, bkashNoticeCookie } from "./bkash-notice"

const valueOf = (cookie: string) => cookie.split(";")[0].slice(BKASH_NOTICE_COOKIE.length + 1)

describe("the bKash notice cookie", () => {
  it("carries every bKash notice whole, in English and in Bangla, for that language's checkout", () => {
    for (const locale of ["en", "bn"] as const) {
      const t = messagesFor(locale)
      for (const message of [t.bkash.cancelled, t.bkash.unreachable, t.bkashReturn.mismatch, t.bkashReturn.failedBecause("Invalid PIN")]) {
        const cookie = bkashNoticeCookie(message, true, locale)
        expect(decodeURIComponent(valueOf(cookie))).toBe(message)
        expect(cookie).toContain(locale === "bn" ? "Path=/bn/place-order" : "Path=/place-order")
        expect(cookie).toContain("; Secure")
      }
    }
  })

  it("cuts a notice too long for a cookie at a whole letter, so the browser keeps it", () => {
    const long = "বিকাশ 😀 ".repeat(200)
    const value = valueOf(bkashNoticeCookie(long, false, "bn"))
    expect(value.length).toBeLessThanOrEqual(3000)
    const shown = decodeURIComponent(value)
    expect(shown.length).toBeGreaterThan(100)
    expect(long.startsWith(shown)).toBe(true)
  })
})
