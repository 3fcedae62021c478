import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser"

/**
 * A catalogue text with placeholders, in ICU MessageFormat (`{name}`, `{n, plural, one {…}
 * other {…}}`), called with its arguments in the order `names` lists them: `quantityOf(name)`.
 * The English catalogue declares the names once; every other language gives only its text.
 * Arguments listed in `asWritten` are shown exactly as given (order and phone numbers keep
 * Latin digits in Bangla, as Bangladeshi shops, SMS and courier slips print them). A count is
 * written `#` inside a plural or `{n, number}`, which print the page's digits (১২ in Bangla); a
 * bare `{n}` prints the number as JavaScript writes it.
 */
export type Icu<Args extends readonly unknown[]> = {
  /** The text, or in the browser's build its parsed form (build/precompiled-messages.ts). */
  readonly icu: string | MessageFormatElement[]
  readonly names: readonly string[]
  readonly asWritten: readonly string[]
  /** Only for the type: the arguments the compiled message takes. */
  readonly args?: Args
}

type ArgsOf<Names extends readonly string[]> = { [K in keyof Names]: string | number }

export function icu<const Names extends readonly string[]>(
  text: string,
  names: Names,
  options: { asWritten?: readonly Names[number][] } = {}
): Icu<ArgsOf<Names>> {
  return { icu: text, names, asWritten: options.asWritten ?? [] }
}

export const isIcu = (value: unknown): value is Icu<readonly unknown[]> => typeof value === "object" && value !== null && "icu" in value && "names" in value
