import type { Locale } from "../../../i18n"
import { maybeSignedIn, storeSend } from "../../../lib/medusa"

/**
 * A signed-in customer's choice of language, kept on their account (POST
 * /store/customers/me/language): the shop's emails and SMS are written in it. Sent as they follow
 * the header's switch, so it outlives the page; a failure costs only that (the next order's own
 * language still reaches its messages). A visitor's choice lives in the switch's cookie alone.
 */
export function rememberLanguage(locale: Locale): void {
  if (!maybeSignedIn()) return
  storeSend("POST", "/store/customers/me/language", { locale }, { keepalive: true }).catch(() => undefined)
}
