import type { Icu } from "../i18n/icu"
import type { EnglishCatalogue } from "./en"

/**
 * Another language's catalogue for an English one: the same keys, every text a string (ICU
 * placeholders named as in English). TypeScript refuses a missing or extra key. It lives with the
 * catalogues it checks, so messages/ reads nothing of i18n/ but the ICU marker.
 */
export type Translation<T> = T extends string ? string : T extends Icu<readonly unknown[]> ? string : { readonly [K in keyof T]: Translation<T[K]> }

/** The whole Bangla (or any other) catalogue: exactly the English keys, each a text. */
export type TranslatedCatalogue = Translation<EnglishCatalogue>
