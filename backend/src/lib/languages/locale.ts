import { messages } from "../messages"

/**
 * The shop's two languages: English, the text Medusa stores, and Bangla, kept beside it by
 * Medusa's Translation module under this locale code (one of the module's default locales).
 */
export const BANGLA = "bn-BD"
export type ShopLocale = typeof BANGLA

/** Where a public read asks for its language: Medusa's own query parameter and header. */
export const LOCALE_PARAM = "locale"
export const LOCALE_HEADER = "x-medusa-locale"

/** English in any of its usual spellings (`en`, `EN`, `en-US`, `en-gb`): the stored text. */
const ENGLISH = /^en(-[a-z]{2})?$/i
const BANGLA_SPELLING = /^bn-bd$/i

export type LocaleReading = { ok: true; locale: ShopLocale | undefined } | { ok: false; problem: string }

/**
 * A request's `locale` (the query parameter's values, or the header's): absent or English is
 * the stored text (undefined), `bn-BD` in any letter case is Bangla; anything else — another
 * language, a repeated parameter, a NUL, a megabyte of text — is refused with a sentence that
 * does not repeat what was sent.
 */
export function readLocale(values: readonly string[]): LocaleReading {
  const given = values.filter((value) => value !== "")
  if (!given.length) return { ok: true, locale: undefined }
  if (given.length > 1) return { ok: false, problem: messages.localeRepeated }
  const [value] = given
  if (value.includes("\0")) return { ok: false, problem: messages.inputNulCharacter(LOCALE_PARAM) }
  if (ENGLISH.test(value)) return { ok: true, locale: undefined }
  if (BANGLA_SPELLING.test(value)) return { ok: true, locale: BANGLA }
  return { ok: false, problem: messages.localeInvalid(BANGLA) }
}

/** The `locale` values of a URL's query string (`/store/products?locale=bn-BD`), decoded. */
export function localesInUrl(url: string): string[] {
  const start = url.indexOf("?")
  if (start === -1 || !url.includes(LOCALE_PARAM, start)) return []
  const found: string[] = []
  for (const part of url.slice(start + 1).split("&")) {
    const [name, ...rest] = part.split("=")
    const key = decoded(name)
    if (key === LOCALE_PARAM) found.push(decoded(rest.join("=")))
    // `locale[a]=…` or `locale[]=…`: Medusa's query parser makes an object or a list of it, which
    // its locale middleware cannot read (a 500); kept as written, it is refused as no language.
    else if (key.startsWith(`${LOCALE_PARAM}[`)) found.push(decoded(part))
  }
  return found
}

/** The header's values (Node joins nothing for unknown headers: a repeated one is an array). */
export function localesInHeader(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : [value].flat()
}

/** A malformed escape is kept as sent: it then matches no language and is refused as such. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "))
  } catch {
    return text
  }
}

/** A request's language from its address, else its header (as Medusa reads them: a given parameter wins). */
export function requestLocale(url: string, header: string | string[] | undefined): LocaleReading {
  const inUrl = localesInUrl(url).filter((value) => value !== "")
  return readLocale(inUrl.length ? inUrl : localesInHeader(header))
}
