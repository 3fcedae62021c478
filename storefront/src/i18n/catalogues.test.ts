import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser"
import { describe, expect, it } from "vitest"
import { compileCatalogue } from "./catalogue"
import { isIcu } from "./icu"
import { bangla, banglaParts } from "../messages/bn"
import { catalogueParts, english } from "../messages/en"

/**
 * Bangla texts that are rightly the same as the English ones: brand names, contacts and links,
 * examples of what to type into a field, and a sign. Anything else identical to English is a
 * text somebody forgot to translate.
 */
const SAME_IN_BANGLA = new Set([
  "shop.name", // Chaka, the brand
  "address.phonePlaceholder", // 01XXXXXXXXX
  "adminProducts.noPrice", // —
  "adminContent.offerUrlPlaceholder", // /shop/Mountain
  "adminContent.sliderUrlPlaceholder", // /shop
  "checkout.methods.bkash", // the brands' own names, next to their logos
  "bkash.name",
  "bkash.paidWith",
])

/**
 * The ICU arguments that are counts and numbers (the rest are names, titles, emails, formatted
 * amounts and dates). Unless an entry keeps them as written (order numbers), Bangla writes them
 * in Bangla digits: as `{n, number}` or a plural's `#`, since intl-messageformat prints a plain
 * `{n}` with String() — Latin digits in any language.
 */
const NUMBERS = new Set(["n", "count", "page", "pages", "min", "max", "available", "status"])

/** Every leaf of a catalogue with its path (a.b.c): texts, ICU entries, functions, and anything else that crept in. */
function leaves(value: unknown, at = ""): [string, unknown][] {
  if (value !== null && typeof value === "object" && !isIcu(value))
    return Object.entries(value).flatMap(([key, child]) => leaves(child, at ? `${at}.${key}` : key))
  return [[at, value]]
}

/** The wording of a catalogue leaf: the text itself, or an English ICU entry's message. */
/** An entry's text (the TypeScript catalogues hold ICU texts as strings; only the browser's build parses them). */
const wording = (value: unknown): string => (isIcu(value) ? String(value.icu) : (value as string))

/**
 * The names of every ICU argument in a message: plural and select arguments, those nested in their
 * options, and rich-text tags (intl-messageformat takes a tag's function as an argument too).
 */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    names.add(element.value)
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentNames(option.value, names)
    if (element.type === TYPE.tag) argumentNames(element.children, names)
  }
  return names
}

const englishLeaves = leaves(english)
const banglaLeaves = new Map(leaves(bangla))

describe("the English catalogue", () => {
  it("defines each top-level key in exactly one part", () => {
    const owners = new Map<string, string[]>()
    for (const [part, entries] of Object.entries(catalogueParts)) {
      for (const key of Object.keys(entries)) owners.set(key, [...(owners.get(key) ?? []), part])
    }
    expect([...owners].filter(([, parts]) => parts.length > 1)).toEqual([])
    // Nothing is lost or added when the parts are merged into the one lookup.
    expect(Object.keys(english).sort()).toEqual([...owners.keys()].sort())
  })

  it("holds only non-empty texts and ICU entries with their argument names", () => {
    const bad = englishLeaves.filter(([, value]) => {
      if (isIcu(value)) return wording(value).trim() === "" || value.names.length === 0
      return typeof value !== "string" || value.trim() === ""
    })
    expect(bad).toEqual([])
  })

  it("writes a brace only in ICU entries, in both languages (the browser's build parses every text with one: build/precompiled-messages.ts)", () => {
    const braced = englishLeaves.filter(([path, value]) => !isIcu(value) && /[{}]/.test(`${String(value)}${String(banglaLeaves.get(path))}`))
    expect(braced).toEqual([])
  })
})

describe("the Bangla catalogue", () => {
  it("has every English key and no other", () => {
    const englishPaths = englishLeaves.map(([path]) => path).sort()
    expect([...banglaLeaves.keys()].sort()).toEqual(englishPaths)
  })

  it("has one part per English part, with the same top-level keys", () => {
    expect(Object.keys(banglaParts).sort()).toEqual(Object.keys(catalogueParts).sort())
    for (const [part, entries] of Object.entries(catalogueParts)) {
      expect(Object.keys(banglaParts[part as keyof typeof banglaParts]).sort(), part).toEqual(Object.keys(entries).sort())
    }
  })

  it("holds only non-empty strings", () => {
    expect([...banglaLeaves].filter(([, value]) => typeof value !== "string" || value.trim() === "")).toEqual([])
  })

  it("parses as ICU MessageFormat, in both languages", () => {
    const failures: string[] = []
    for (const [path, value] of englishLeaves) {
      for (const [language, text] of [
        ["en", wording(value)],
        ["bn", banglaLeaves.get(path) as string],
      ]) {
        try {
          parse(text)
        } catch (error) {
          failures.push(`${language} ${path}: ${(error as Error).message}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it("uses the English placeholders, no more and no fewer", () => {
    const different = englishLeaves.flatMap(([path, value]) => {
      const en = [...argumentNames(parse(wording(value)))].sort()
      const bn = [...argumentNames(parse(banglaLeaves.get(path) as string))].sort()
      return en.join() === bn.join() ? [] : [{ path, en, bn }]
    })
    expect(different).toEqual([])
  })

  it("names each ICU entry's arguments in its English text", () => {
    const undeclared = englishLeaves.filter(
      ([, value]) => isIcu(value) && [...argumentNames(parse(wording(value)))].sort().join() !== [...value.names].sort().join()
    )
    expect(undeclared.map(([path]) => path)).toEqual([])
  })

  it("translates every text but the allowed few (brands, contacts, examples, signs)", () => {
    const untranslated = englishLeaves.filter(([path, value]) => !SAME_IN_BANGLA.has(path) && banglaLeaves.get(path) === wording(value)).map(([path]) => path)
    expect(untranslated).toEqual([])
    // The allow-list names only real keys.
    expect([...SAME_IN_BANGLA].filter((path) => !banglaLeaves.has(path))).toEqual([])
  })

  it("is written in NFC: ো and ৌ as one letter each, as a search or a comparison expects", () => {
    expect([...banglaLeaves].filter(([, value]) => (value as string) !== (value as string).normalize("NFC")).map(([path]) => path)).toEqual([])
  })

  it("ends a Bangla sentence with a দাঁড়ি where the English ends with a full stop", () => {
    const latinStop = englishLeaves
      .filter(([path, value]) => wording(value).endsWith(".") && !(banglaLeaves.get(path) as string).endsWith("।"))
      .map(([path]) => path)
    expect(latinStop).toEqual([])
  })
})

describe("the compiled catalogues", () => {
  const en = compileCatalogue(english, english, "en")
  const bn = compileCatalogue(english, bangla, "bn")

  it("hold only non-empty strings and functions", () => {
    for (const catalogue of [en, bn]) {
      const bad = leaves(catalogue).filter(([, value]) => !(typeof value === "function" || (typeof value === "string" && value.trim() !== "")))
      expect(bad).toEqual([])
    }
  })

  it("format every ICU entry in both languages", () => {
    const failures: string[] = []
    for (const [path, value] of englishLeaves) {
      if (!isIcu(value)) continue
      const args = value.names.map(() => 2)
      for (const [language, catalogue] of [
        ["en", en],
        ["bn", bn],
      ] as const) {
        const format = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue) as (...args: unknown[]) => string
        try {
          if (format(...args).trim() === "") failures.push(`${language} ${path}: empty`)
        } catch (error) {
          failures.push(`${language} ${path}: ${(error as Error).message}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it("write counts in the page's language: Bangla digits in Bangla", () => {
    expect(en.userMenu.cart(3)).toBe("Cart, 3 items")
    expect(en.userMenu.cart(1)).toBe("Cart, 1 item")
    expect(bn.userMenu.cart(3)).toBe("কার্ট, ৩টি পণ্য")
    expect(bn.shopPage.results(1250)).toBe("১,২৫০টি পণ্য")
    expect(bn.delivery.days(1)).toBe("১ দিন")
    expect(bn.reviews.outOf5(4)).toBe("৫-এর মধ্যে ৪")
    expect(bn.auth.passwordTooShort).toMatch(/[০-৯]/)
    expect(bn.auth.passwordTooShort).not.toMatch(/[0-9]/)
  })

  it("write every count and number of an ICU entry in Bangla digits, except what is kept as written", () => {
    const latin: string[] = []
    for (const [path, value] of englishLeaves) {
      if (!isIcu(value)) continue
      const counts = value.names.filter((name) => NUMBERS.has(name) && !value.asWritten.includes(name))
      if (counts.length === 0) continue
      const format = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], bn) as (...args: unknown[]) => string
      const text = format(...value.names.map((name) => (counts.includes(name) ? 7 : "x")))
      if (/[0-9]/.test(text) || !text.includes("৭")) latin.push(`${path}: ${text}`)
    }
    expect(latin).toEqual([])
  })

  it("keep order numbers and transaction IDs as written (Latin digits)", () => {
    expect(bn.orders.number("1042")).toBe("অর্ডার #1042")
    expect(bn.bkash.transaction("TRX9A8B7C")).toContain("TRX9A8B7C")
  })
})
