import { buildLexicon, closestSearches, closestWord, wordsOf, type Lexicon } from "../search-words"

// Names as the demo catalogue writes them (scripts/seed/catalogue-bangla.ts), as the catalogue index holds them.
const TITLES: [string, string][] = [
  ["Hike Trail Blazer 27.5", "হাইক ট্রেইল ব্লেজার ২৭.৫"],
  ["Hike Metro 700C Hybrid", "হাইক মেট্রো ৭০০সি হাইব্রিড"],
  ["Hike Volt E-City 700C", "হাইক ভোল্ট ই-সিটি ৭০০সি"],
  ["Phoenix Rider 26", "ফিনিক্স রাইডার ২৬"],
  ["Phoenix Fold 20", "ফিনিক্স ফোল্ড ২০"],
  ["Bianchi Magma 9.2", "বিয়াঙ্কি ম্যাগমা ৯.২"],
  ["Giant Talon 29", "জায়ান্ট ট্যালন ২৯"],
]

let lexicon: Lexicon
beforeAll(() => {
  const names = TITLES.flatMap(([en, bn]) => [
    { en, bn },
    { en: en.split(" ")[0], bn: null },
  ])
  lexicon = buildLexicon(names)
})

describe("the catalogue's words for a search that found nothing", () => {
  it("splits names into lower-case words, keeping sizes and hyphenated words whole", () => {
    expect(wordsOf("Hike Trail Blazer 27.5")).toEqual(["hike", "trail", "blazer", "27.5"])
    expect(wordsOf("হাইক ভোল্ট ই-সিটি ৭০০সি")).toEqual(["হাইক", "ভোল্ট", "ই-সিটি", "৭০০সি"])
    expect(wordsOf("  (Phoenix),  ")).toEqual(["phoenix"])
  })

  it("mends a typo to the shop's nearest word, not a word too far from it", () => {
    expect(closestWord(lexicon, "pheonix")).toBe("phoenix")
    expect(closestWord(lexicon, "bianci")).toBe("bianchi")
    expect(closestWord(lexicon, "ফিনিকস")).toBe("ফিনিক্স")
    expect(closestWord(lexicon, "zzqxv")).toBeUndefined()
    // Three letters are still being typed: never "mended".
    expect(closestWord(lexicon, "hik")).toBeUndefined()
  })

  it("pairs each Bangla word with its English twin, learnt from the titles", () => {
    expect(lexicon.twins.get("হাইক")).toBe("hike")
    expect(lexicon.twins.get("ফিনিক্স")).toBe("phoenix")
    expect(lexicon.twins.get("phoenix")).toBe("ফিনিক্স")
  })

  it("tries the mended search in English first, then as typed, then word by word", () => {
    expect(closestSearches(lexicon, "pheonix")).toEqual(["phoenix"])
    expect(closestSearches(lexicon, "ফিনিকস")[0]).toBe("phoenix")
    expect(closestSearches(lexicon, "হাইক ট্রেইল")[0]).toBe("hike trail")
    // Bangla spelt in Latin letters: haik is how হাইক reads.
    expect(closestSearches(lexicon, "haik")[0]).toBe("hike")
    expect(closestSearches(lexicon, "zzqxv")).toEqual([])
  })
})
