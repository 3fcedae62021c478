import { english, type EnglishCatalogue } from "../messages/en"
import type { TranslatedCatalogue } from "../messages/translation"
import { compileCatalogue, type CompiledCatalogue } from "./catalogue"
import type { Locale } from "./locales"

/** Every user-visible text of the storefront in one language, looked up as `messages.<area>.<key>`. */
export type Messages = CompiledCatalogue<EnglishCatalogue>

const compiled = new Map<Locale, Messages>([["en", compileCatalogue(english, english, "en")]])

/**
 * Makes a language's catalogue available. The server registers every language at start
 * (entry.server.tsx); a browser only the page's, before it hydrates (entry.client.tsx), so an
 * English page never downloads the Bangla texts.
 */
export function registerCatalogue(locale: Locale, texts: TranslatedCatalogue) {
  if (locale !== "en") compiled.set(locale, compileCatalogue(english, texts, locale))
}

/** The texts of a language (English until that language's catalogue is registered). */
export function messagesFor(locale: Locale): Messages {
  return compiled.get(locale) ?? compiled.get("en")!
}
