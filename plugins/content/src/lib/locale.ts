import type { MedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../messages"

/** The language the plugin's texts are translated into: Bangla, one of Medusa's Translation module's default locales. */
export const BANGLA = "bn-BD"
export type ContentLocale = typeof BANGLA

/** English in its usual spellings (`en`, `EN`, `en-US`): the stored text. */
const ENGLISH = /^en(-[a-z]{2})?$/i
const BANGLA_SPELLING = /^bn-bd$/i

/** A locale as written (`BN-bd`): Bangla, undefined for English, or null for anything else. */
export function contentLocaleOf(value: string | undefined): ContentLocale | undefined | null {
  if (value === undefined || value === "" || ENGLISH.test(value)) return undefined
  return BANGLA_SPELLING.test(value) ? BANGLA : null
}

/**
 * The language a public read asks for. Medusa's store routes take it from `?locale=` or the
 * `x-medusa-locale` header and leave it on `req.locale` (lower-cased and re-cased, but never
 * checked); a shop may have checked it already. Bangla in any letter case, English, or nothing
 * (English) are the plugin's languages: anything else is a 400 that does not repeat the value.
 */
export function contentLocale(req: MedusaRequest): ContentLocale | undefined {
  const asked = (req as MedusaRequest & { locale?: unknown }).locale
  const locale = typeof asked === "string" ? contentLocaleOf(asked) : asked === undefined ? undefined : null
  if (locale === null) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.localeInvalid(BANGLA))
  return locale
}
