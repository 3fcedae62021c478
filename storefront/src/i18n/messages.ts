import { english, type EnglishCatalogue } from "../messages/en"
import { compileCatalogue, type CompiledCatalogue, type Translation } from "./catalogue"
import type { Locale } from "./locales"

/** Every user-visible text of the storefront in one language, looked up as `messages.<area>.<key>`. */
export type Messages = CompiledCatalogue<EnglishCatalogue>

/** Another language's catalogue: exactly the English keys, each a text (ICU placeholders named as in English). */
export type TranslatedCatalogue = Translation<EnglishCatalogue>

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
