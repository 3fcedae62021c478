import { distance } from "fastest-levenshtein"
import { transliterate } from "transliteration"

/**
 * The catalogue's own words, for a search that found nothing: each word of the shop's names
 * (titles, brands, types, categories, in English and Bangla), how often it appears, and its twin
 * in the other language, learnt from the products themselves ("হাইক" ↔ "hike", "ফিনিক্স" ↔
 * "phoenix"): a Bangla title is written word for word beside its English one
 * (scripts/seed/catalogue-bangla.ts), so two names of as many words pair word by word.
 */
export type Lexicon = {
  /** word (lower case) → how many names hold it */
  counts: Map<string, number>
  /** word → its most frequent twin in the other language */
  twins: Map<string, string>
  /** a Bangla word spelt in Latin letters ("haik") → the Bangla word */
  romanised: Map<string, string>
}

/** A name in English and, where translated, in Bangla. */
export type NamePair = { en: string | null | undefined; bn?: string | null }

const BENGALI = /[\u0980-\u09FF]/

export const isBangla = (word: string) => BENGALI.test(word)

/** The words of a text, lower case, without the punctuation around them ("27.5" and "e-city" stay whole). */
export function wordsOf(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}.-]+/u)
    .map((word) => word.replace(/^[.-]+|[.-]+$/g, ""))
    .filter((word) => word.length > 0)
}

/** Latin letters for a word in Bengali script, letter by letter (transliteration: "হেলমেট" → "helmett", "হাইক" → "haaik"): near enough for a shopper's own spelling to be a typo of it. */
export const romanise = (word: string) =>
  transliterate(word)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")

export function buildLexicon(names: NamePair[]): Lexicon {
  const counts = new Map<string, number>()
  const pairs = new Map<string, Map<string, number>>()
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)
  const pair = (a: string, b: string) => {
    if (a === b || isBangla(a) === isBangla(b)) return
    for (const [from, to] of [
      [a, b],
      [b, a],
    ]) {
      if (!pairs.has(from)) pairs.set(from, new Map())
      add(pairs.get(from)!, to)
    }
  }
  for (const { en, bn } of names) {
    const english = wordsOf(en)
    const bangla = wordsOf(bn)
    for (const word of [...english, ...bangla]) add(counts, word)
    if (english.length && english.length === bangla.length) english.forEach((word, index) => pair(word, bangla[index]))
  }
  const twins = new Map<string, string>()
  for (const [word, seen] of pairs) twins.set(word, [...seen].sort((a, b) => b[1] - a[1])[0][0])
  const romanised = new Map<string, string>()
  for (const word of counts.keys()) if (isBangla(word)) romanised.set(romanise(word), word)
  return { counts, twins, romanised }
}

/**
 * How many letters a word may have wrong and still be the word meant: none below 4 letters
 * (code points: a Bengali letter with its vowel sign is two), one up to 5, two beyond
 * ("pheonix" → "phoenix": two letters swapped is two edits).
 */
export const allowedEdits = (word: string) => (word.length < 4 ? 0 : word.length <= 5 ? 1 : 2)

/** The shop's word closest to one typed: itself when the shop has it, else the nearest within allowedEdits (the more common on a tie). */
export function closestWord(lexicon: Lexicon, word: string): string | undefined {
  if (lexicon.counts.has(word)) return word
  const allowed = allowedEdits(word)
  let best: { word: string; edits: number; count: number } | undefined
  for (const [candidate, count] of lexicon.counts) {
    if (Math.abs(candidate.length - word.length) > allowed) continue
    const edits = distance(word, candidate)
    if (edits > allowed) continue
    if (!best || edits < best.edits || (edits === best.edits && count > best.count)) best = { word: candidate, edits, count }
  }
  return best?.word
}

/**
 * A word as the shop would understand it: the closest word of the shop; for a Bangla word the
 * shop lacks, its Latin spelling near an English word ("হেলমেট" → "helmett" → "helmet"); for a
 * Latin word the shop lacks, a Bangla word spelt near it ("haik" → "haaik" → "হাইক").
 */
export function understoodWord(lexicon: Lexicon, word: string): string | undefined {
  const closest = closestWord(lexicon, word)
  if (closest) return closest
  if (isBangla(word)) {
    const latin = romanise(word)
    return latin ? closestWord(lexicon, latin) : undefined
  }
  let best: { word: string; edits: number } | undefined
  for (const [latin, bangla] of lexicon.romanised) {
    const edits = distance(latin, word)
    if (edits <= allowedEdits(word) && (!best || edits < best.edits)) best = { word: bangla, edits }
  }
  return best?.word
}

/** A word in English where the shop knows its English twin (the shop's ranking weighs English names with their brand). */
export const inEnglish = (lexicon: Lexicon, word: string) => (isBangla(word) ? (lexicon.twins.get(word) ?? word) : word)

/**
 * The searches to try for a search that found nothing, best first: every word understood (and
 * in English), then every word understood as typed language, then each understood word alone.
 * Empty when no word is near any of the shop's.
 */
export function closestSearches(lexicon: Lexicon, text: string): string[] {
  const understood = wordsOf(text)
    .map((word) => understoodWord(lexicon, word))
    .filter((word): word is string => word !== undefined)
  if (!understood.length) return []
  const searches = [understood.map((word) => inEnglish(lexicon, word)).join(" "), understood.join(" "), ...understood]
  return [...new Set(searches)].filter((search) => search.toLowerCase() !== text.toLowerCase().trim())
}
