import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser"
import { IntlMessageFormat } from "intl-messageformat"
import { isIcu, type Icu } from "./icu"
import type { Translation } from "../messages/translation"
import { LANGUAGE_TAG, type Locale } from "./locales"

/** What a catalogue entry becomes on a page: a text, or a function of its placeholders. */
type Compiled<T> = T extends string ? string : T extends Icu<infer Args> ? (...args: Args) => string : { readonly [K in keyof T]: Compiled<T[K]> }

export type CompiledCatalogue<T> = Compiled<T>

/**
 * Turns a catalogue into what the screens read: texts as they are, ICU entries into functions
 * formatted by FormatJS's intl-messageformat in the language's Intl locale (plurals, digits).
 * `english` gives each entry's argument names; `texts` (the same shape) gives the wording.
 */
export function compileCatalogue<T extends object>(english: T, texts: Translation<T> | T, locale: Locale): Compiled<T> {
  const tag = LANGUAGE_TAG[locale]
  const walk = (shape: unknown, text: unknown): unknown => {
    if (typeof shape === "string") return text
    if (isIcu(shape)) {
      // A translation's text: a string, or parsed in the browser's build (build/precompiled-messages.ts).
      const wording = typeof text === "string" || Array.isArray(text) ? (text as string | MessageFormatElement[]) : shape.icu
      let format: IntlMessageFormat | undefined
      return (...args: unknown[]) => {
        format ??= new IntlMessageFormat(wording, tag)
        const values: Record<string, unknown> = {}
        shape.names.forEach((name, index) => {
          const value = args[index]
          values[name] = shape.asWritten.includes(name) ? String(value) : value
        })
        return String(format.format(values))
      }
    }
    const out: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(shape as object)) out[key] = walk(child, (text as Record<string, unknown>)[key])
    return out
  }
  return walk(english, texts) as Compiled<T>
}
