/**
 * What the checkout page says after bKash sent the shopper back without a finished order
 * (cancelled, failed, not confirmed yet). The storefront's server sets it on its redirect
 * (api/bkash-return.server.ts), the checkout page shows it once and forgets it. A cookie and not
 * the address: a link someone else made can never put words of its own on the shop's checkout.
 */
import { inLocale, type Locale } from "../../i18n"

export const BKASH_NOTICE_COOKIE = "chaka.bkash-notice"

/** Only the checkout pages receive it (in Bangla, `/bn/place-order`: the page the redirect goes to). */
export const BKASH_NOTICE_PATH = "/place-order"

const noticePath = (locale: Locale) => inLocale(BKASH_NOTICE_PATH, locale)

const MAX_CHARS = 600
/**
 * A browser drops a cookie above 4 KB, and a Bangla letter takes 9 bytes percent-encoded: a long
 * notice is cut (at a whole letter) to fit, never lost.
 */
const MAX_VALUE_BYTES = 3000

/** `message`, percent-encoded, at most MAX_CHARS letters and MAX_VALUE_BYTES bytes. */
function encodedWithin(message: string): string {
  const letters = Array.from(message.slice(0, MAX_CHARS))
  let value = encodeURIComponent(letters.join(""))
  while (value.length > MAX_VALUE_BYTES) {
    letters.length = Math.floor(letters.length * 0.9)
    value = encodeURIComponent(letters.join(""))
  }
  return value
}

/** The Set-Cookie of a notice for the checkout in `locale` (read by the page's script, so not httpOnly; it only holds words). */
export function bkashNoticeCookie(message: string, secure: boolean, locale: Locale): string {
  const value = encodedWithin(message)
  return `${BKASH_NOTICE_COOKIE}=${value}; Path=${noticePath(locale)}; Max-Age=600; SameSite=Lax${secure ? "; Secure" : ""}`
}

/** In the browser, on the checkout in `locale`: the notice, if there is one, forgotten as it is read. */
export function takeBkashNotice(locale: Locale): string | null {
  if (typeof document === "undefined") return null
  const part = document.cookie
    .split(";")
    .map((entry) => entry.trim())
    .find((entry) => entry.startsWith(`${BKASH_NOTICE_COOKIE}=`))
  if (!part) return null
  document.cookie = `${BKASH_NOTICE_COOKIE}=; Path=${noticePath(locale)}; Max-Age=0; SameSite=Lax`
  try {
    return decodeURIComponent(part.slice(BKASH_NOTICE_COOKIE.length + 1)).slice(0, MAX_CHARS) || null
  } catch {
    return null
  }
}
