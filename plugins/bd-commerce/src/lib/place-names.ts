import { DIVISIONS, type District, type Division, type Thana } from "../data/bangladesh-divisions"

/*
 * Bangladesh place names as people type them: any letter case and spacing, with or without
 * punctuation ("Coxs Bazar", "Sher e Bangla Nagar"), old spellings ("Chittagong", "Comilla",
 * "Barisal Sadar"), a thana with or without "Model", "Thana" or "Upazila" ("Mirpur" for
 * "Mirpur Model"), or the Bengali name of a division or district. Each is matched to the one
 * canonical entry of data/bangladesh-divisions.ts, so an address is stored in one spelling.
 * Plain TypeScript over the data (no Medusa imports), so any client can use the same matcher.
 */

/** Words that say what kind of place it is, not which one. */
const KIND_WORDS = new Set(["model", "thana", "upazila", "upazilla", "ps"])

const words = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9\u0980-\u09ff]+/)
    .filter(Boolean)

/** The name as compared: letters and digits only, no case. */
export const placeKey = (name: string) => words(name).join("")
/** The same without the words that only say what kind of place it is. */
const bareKey = (name: string) =>
  words(name)
    .filter((word) => !KIND_WORDS.has(word))
    .join("")
/**
 * The sound of a bare key, for the ways one Bengali name is written in English letters:
 * "gonj"/"ganj", "ph"/"f", "z"/"j", "v"/"b", aspirates with or without "h" ("Chhagalnaiya"),
 * "y"/"i", "ou"/"aw"/"au", "ee"/"i", "oo"/"u", a final "h" and doubled letters. (The
 * inherent vowel written "o" or "a" — "Kobirhat" — is not folded: it would make "Boda" of
 * "Badda"; such spellings are aliases in the data.)
 */
const soundKey = (key: string) =>
  key
    .replace(/gonj/g, "ganj")
    .replace(/ph/g, "f")
    .replace(/z/g, "j")
    .replace(/v/g, "b")
    .replace(/([bcdgkpst])h+/g, "$1")
    .replace(/h$/, "")
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/y/g, "i")
    .replace(/aw|ou|ow/g, "au")
    .replace(/(.)\1+/g, "$1")

/** Old spelling → current one, for every division and district that has one ("chittagong" → "chattogram"). */
const RENAMED: [string, string][] = [...DIVISIONS, ...DIVISIONS.flatMap((division) => division.districts)].flatMap((place) =>
  (place.aliases ?? []).map((alias) => [placeKey(alias), placeKey(place.name)] as [string, string])
)

/** A typed name with an old district or division spelling at its start written the current way ("barisalsadar"). */
function modernised(key: string) {
  for (const [old, current] of RENAMED) {
    if (key.startsWith(old) && !key.startsWith(current)) return current + key.slice(old.length)
  }
  return key
}

type Named = { name: string; bn?: string; aliases?: string[] }

/** How closely a name is compared, closest first. */
const LEVELS: ((name: string) => string)[] = [
  (name) => modernised(placeKey(name)),
  (name) => modernised(bareKey(name)),
  (name) => soundKey(modernised(bareKey(name))),
]

/**
 * The one entry of the list the typed name stands for, or undefined when none or several do.
 * The closest level that finds anything decides ("Kotwali" never falls through to a sound-alike).
 */
function match<T>(list: T[], typed: string | null | undefined, namesOf: (item: T) => string[]): T | undefined {
  if (typeof typed !== "string" || !placeKey(typed)) return undefined
  for (const level of LEVELS) {
    const wanted = level(typed)
    if (!wanted) continue
    const hits = list.filter((item) => namesOf(item).some((name) => level(name) === wanted))
    if (hits.length) return hits.length === 1 ? hits[0] : undefined
  }
  return undefined
}

/** A thana's names: official, Bengali and the district's other spellings of it. */
const thanaNamesOf = (district: District) => (thana: Thana) => [thana.name, thana.bn, ...(district.thanaAliases?.[thana.name] ?? [])]

/**
 * A district's thanas by the key of each of their names at each level, built once: `match` over
 * them compares every name anew, too slow for the many word runs of an address line.
 */
const THANA_INDEX = new WeakMap<District, Map<string, Thana[]>[]>()

function thanaIndex(district: District): Map<string, Thana[]>[] {
  let index = THANA_INDEX.get(district)
  if (!index) {
    index = LEVELS.map((level) => {
      const byKey = new Map<string, Thana[]>()
      for (const thana of district.thanas) {
        for (const key of new Set(thanaNamesOf(district)(thana).map(level))) {
          if (key) byKey.set(key, [...(byKey.get(key) ?? []), thana])
        }
      }
      return byKey
    })
    THANA_INDEX.set(district, index)
  }
  return index
}

/** `match` over a district's thanas (the same answer), through its index. */
function matchThana(district: District, typed: string | null | undefined): Thana | undefined {
  if (typeof typed !== "string" || !placeKey(typed)) return undefined
  const index = thanaIndex(district)
  for (let i = 0; i < LEVELS.length; i++) {
    const wanted = LEVELS[i](typed)
    const hits = wanted ? index[i].get(wanted) : undefined
    if (hits?.length) return hits.length === 1 ? hits[0] : undefined
  }
  return undefined
}

const namesOf = (place: Named) => [place.name, ...(place.bn ? [place.bn] : []), ...(place.aliases ?? [])]

/** The division so named (any spelling), or undefined. */
export const findDivision = (typed: string | null | undefined): Division | undefined => match(DIVISIONS, typed, namesOf)

/** The district of this division so named (any spelling), or undefined. */
export const findDistrict = (division: Division, typed: string | null | undefined): District | undefined => match(division.districts, typed, namesOf)

/**
 * The canonical name of this district's thana so named (any spelling), or undefined. The
 * district's own name stands for its Sadar upazila ("Khagrachhari" → "Khagrachhari Sadar").
 */
export function findThana(district: District, typed: string | null | undefined): string | undefined {
  const thana = matchThana(district, typed)
  if (thana) return thana.name
  const sadar = `${district.name} Sadar`
  return district.thanas.some((thana) => thana.name === sadar) && match([district], typed, namesOf) ? sadar : undefined
}

/** The district so named in any division (any spelling) with its division, or undefined: for an address without its division. */
export function findDistrictAnywhere(typed: string | null | undefined): { division: Division; district: District } | undefined {
  const districts = DIVISIONS.flatMap((division) => division.districts.map((district) => ({ division, district })))
  return match(districts, typed, ({ district }) => namesOf(district))
}

/** Longest run of words tried as one place name ("Sher e Bangla Nagar" is four). */
const MAX_NAME_WORDS = 5
/** A longer "line" is not an address line (and is not read word by word: that would take long). */
const MAX_LINE_LENGTH = 300

/**
 * The thanas of this district an address line names ("House 12, Road 5, Dhanmondi" →
 * ["Dhanmondi"]), each once, in the order written. Every run of words within a comma-separated
 * part is tried as a name, in any spelling `findThana` takes, but a run inside a longer one
 * that names a thana does not count ("South Keraniganj" is not also Keraniganj). The
 * district's own name does not stand for its Sadar upazila here: a line often ends with its town.
 */
export function thanasNamedIn(district: District, line: string | null | undefined): string[] {
  if (typeof line !== "string" || line.length > MAX_LINE_LENGTH) return []
  const found: string[] = []
  for (const part of line.split(/[,;\n|/()]+/)) {
    const words = part.split(/[\s\-\u2013.]+/).filter(Boolean)
    const spans: { start: number; end: number; thana: string }[] = []
    for (let start = 0; start < words.length; start++) {
      for (let end = Math.min(words.length, start + MAX_NAME_WORDS); end > start; end--) {
        const thana = matchThana(district, words.slice(start, end).join(" "))
        if (thana) spans.push({ start, end, thana: thana.name })
      }
    }
    const outer = spans.filter(
      (span) => !spans.some((other) => other !== span && other.start <= span.start && other.end >= span.end && other.end - other.start > span.end - span.start)
    )
    for (const { thana } of outer) if (!found.includes(thana)) found.push(thana)
  }
  return found
}

/** An address's division, district and thana as stored (English, any spelling `find*` takes). */
export type PlaceNames = { division?: string | null; district?: string | null; thana?: string | null }

/**
 * The same places in Bengali, for a Bangla page, email or SMS: each part the list knows is
 * given its `bn`, any other part is kept as written (an address saved before a rename).
 */
export function placeNamesInBengali(place: PlaceNames): { division: string; district: string; thana: string } {
  const division = findDivision(place.division)
  const district = division && findDistrict(division, place.district)
  const thanaName = district && findThana(district, place.thana)
  const thana = thanaName ? district.thanas.find((entry) => entry.name === thanaName) : undefined
  return {
    division: division?.bn ?? place.division ?? "",
    district: district?.bn ?? place.district ?? "",
    thana: thana?.bn ?? place.thana ?? "",
  }
}
