import { readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { DIVISIONS } from "../../data/bangladesh-divisions"
import { checkBangladeshAddress } from "../bangladesh-address"
import { findDistrict, findDivision, findThana, placeNamesInBengali } from "../place-names"

const place = (division: string, district: string, thana: string) => {
  const foundDivision = findDivision(division)
  const foundDistrict = foundDivision && findDistrict(foundDivision, district)
  return [foundDivision?.name, foundDistrict?.name, foundDistrict && findThana(foundDistrict, thana)]
}

describe("place names as shoppers type them", () => {
  it.each([
    [
      ["Chittagong", "chittagong", "kotwali"],
      ["Chattogram", "Chattogram", "Kotwali"],
    ],
    [
      ["dhaka", "DHAKA", "Mirpur"],
      ["Dhaka", "Dhaka", "Mirpur Model"],
    ],
    [
      ["Dhaka", "Dhaka", "dhanmondi"],
      ["Dhaka", "Dhaka", "Dhanmondi"],
    ],
    [
      ["Dhaka", "Dhaka", "Mirpur Model Thana"],
      ["Dhaka", "Dhaka", "Mirpur Model"],
    ],
    [
      ["  dhaka ", "dhaka", "sher e bangla  nagar"],
      ["Dhaka", "Dhaka", "Sher-e-Bangla Nagar"],
    ],
    [
      ["Barisal", "Barisal", "Barisal Sadar"],
      ["Barishal", "Barishal", "Barishal Sadar"],
    ],
    [
      ["Chittagong", "Comilla", "Comilla Sadar"],
      ["Chattogram", "Cumilla", "Cumilla Adarsha Sadar"],
    ],
    [
      ["Khulna", "Jessore", "Jessore Sadar"],
      ["Khulna", "Jashore", "Jashore Sadar"],
    ],
    [
      ["Rajshahi", "Bogra", "Bogra Sadar"],
      ["Rajshahi", "Bogura", "Bogura Sadar"],
    ],
    [
      ["Chattogram", "Coxs Bazar", "Teknaf"],
      ["Chattogram", "Cox's Bazar", "Teknaf"],
    ],
    [
      ["ঢাকা", "ঢাকা", "Gulshan"],
      ["Dhaka", "Dhaka", "Gulshan"],
    ],
    [
      ["Chattogram", "Feni", "Chagalnaiya"],
      ["Chattogram", "Feni", "Chhagalnaiya"],
    ],
    [
      ["Chattogram", "Noakhali", "Kobirhat"],
      ["Chattogram", "Noakhali", "Kabirhat"],
    ],
    [
      ["Chattogram", "Khagrachari", "Khagrachari"],
      ["Chattogram", "Khagrachhari", "Khagrachhari Sadar"],
    ],
  ])("%j is %j", (typed, canonical) => {
    expect(place(typed[0], typed[1], typed[2])).toEqual(canonical)
  })

  it("finds nothing for a name that is not there, or that stands for several places", () => {
    expect(findDivision("Gotham")).toBeUndefined()
    expect(findDivision("")).toBeUndefined()
    const dhaka = findDistrict(findDivision("Dhaka")!, "Dhaka")!
    expect(findThana(dhaka, "Uttara")).toBeUndefined() // Uttara East or Uttara West
    expect(findThana(dhaka, "Teknaf")).toBeUndefined() // a thana of Cox's Bazar
    expect(findThana(dhaka, "---")).toBeUndefined()
    // A sound-alike of a real thana elsewhere is that other place, not this district's.
    const panchagarh = findDistrict(findDivision("Rangpur")!, "Panchagarh")!
    expect(findThana(panchagarh, "Badda")).toBeUndefined()
    expect(findThana(dhaka, "Boda")).toBeUndefined()
    expect(findThana(panchagarh, "boda")).toBe("Boda")
  })

  it("stores an address typed with old spellings in the canonical one", () => {
    const typed = { province: "chittagong", city: "Chittagong", address_2: "double mooring", address_1: "Agrabad", phone: "01812345678" }
    expect(checkBangladeshAddress(typed)).toEqual({
      ok: true,
      address: { ...typed, province: "Chattogram", city: "Chattogram", address_2: "Double Mooring" },
    })
  })

  it("every canonical name and alias finds its own entry", () => {
    for (const division of DIVISIONS) {
      for (const name of [division.name, division.bn, ...(division.aliases ?? [])]) expect(findDivision(name)).toBe(division)
      for (const district of division.districts) {
        for (const name of [district.name, district.bn, ...(district.aliases ?? [])]) expect(findDistrict(division, name)).toBe(district)
        for (const thana of district.thanas) {
          expect(findThana(district, thana.name)).toBe(thana.name)
          expect(findThana(district, thana.bn)).toBe(thana.name)
        }
        for (const [thana, aliases] of Object.entries(district.thanaAliases ?? {})) {
          expect(district.thanas.map((entry) => entry.name)).toContain(thana)
          for (const alias of aliases) expect(findThana(district, alias)).toBe(thana)
        }
      }
    }
  })
})

/*
 * The public source the thana lists are checked against: the npm package
 * @bangladeshi/bangladesh-address (github.com/rajuAhmed1705/bangladesh-address, MIT), its
 * 495 upazilas and 26 metropolitan thanas, written with older spellings ("Barisal", "Comilla",
 * "Bogra", "Rowmari"). Every one must resolve to an entry of ours, but for these that are not
 * a thana a shopper can be sent to on their own.
 */
const NOT_ONE_THANA = new Set([
  "Shahbazpur Town", // a police investigation centre in Sarail upazila
  "Narundi Police I.C", // a police investigation centre in Jamalpur Sadar
  "Tongi", // Gazipur Metropolitan Police splits it into Tongi East and Tongi West
  "Uttara", // Dhaka Metropolitan Police splits it into Uttara East and Uttara West
  "Naryanganj Sadar", // the source's misspelling of Narayanganj Sadar
])

describe("the thana lists against @bangladeshi/bangladesh-address", () => {
  const json = join(dirname(require.resolve("@bangladeshi/bangladesh-address/package.json")), "build", "src", "json")
  const read = <T>(file: string): T[] => JSON.parse(readFileSync(join(json, file), "utf8"))
  const rows = [
    ...read<{ upazila: string; district: string; division: string }>("bd-upazila.json").map((row) => ({ ...row, thana: row.upazila })),
    ...read<{ thana: string; district: string; division: string }>("bd-thana.json"),
  ]

  it("has the source's 495 upazilas and 26 metropolitan thanas", () => {
    expect(rows).toHaveLength(521)
  })

  it("finds every upazila and metropolitan thana of the source in its district", () => {
    const missing = rows
      .filter((row) => !NOT_ONE_THANA.has(row.thana))
      .filter((row) => !place(row.division, row.district, row.thana)[2])
      .map((row) => `${row.division} / ${row.district} / ${row.thana}`)
    expect(missing).toEqual([])
  })
})

/** Bengali letters, signs and the joiners, with spaces and hyphens between words: no Latin letter, no digit. */
const BENGALI_NAME = /^[\u0980-\u09FF\u200C\u200D]+(?:[ -][\u0980-\u09FF\u200C\u200D]+)*$/

describe("the Bengali names", () => {
  const places = DIVISIONS.flatMap((division) => [
    { where: division.name, ...division },
    ...division.districts.flatMap((district) => [
      { where: `${division.name} / ${district.name}`, ...district },
      ...district.thanas.map((thana) => ({ where: `${division.name} / ${district.name} / ${thana.name}`, ...thana })),
    ]),
  ])

  it("every division, district and all 606 thanas have one, in Bengali script", () => {
    expect(DIVISIONS.flatMap((division) => division.districts.flatMap((district) => district.thanas))).toHaveLength(606)
    const wrong = places.filter((place) => typeof place.bn !== "string" || !BENGALI_NAME.test(place.bn.normalize("NFC"))).map((place) => place.where)
    expect(wrong).toEqual([])
  })

  it("no two thanas of a district share a Bengali name (a Bangla name finds one place)", () => {
    const clashes = DIVISIONS.flatMap((division) =>
      division.districts.flatMap((district) => {
        const names = district.thanas.map((thana) => thana.bn)
        return names.filter((name, index) => names.indexOf(name) !== index).map((name) => `${district.name}: ${name}`)
      })
    )
    expect(clashes).toEqual([])
  })

  it("an address's stored English names read in Bengali, any spelling; an unknown part stays as written", () => {
    expect(placeNamesInBengali({ division: "Dhaka", district: "Dhaka", thana: "Dhanmondi" })).toEqual({ division: "ঢাকা", district: "ঢাকা", thana: "ধানমন্ডি" })
    expect(placeNamesInBengali({ division: "Chittagong", district: "Comilla", thana: "Comilla Sadar" })).toEqual({
      division: "চট্টগ্রাম",
      district: "কুমিল্লা",
      thana: "কুমিল্লা আদর্শ সদর",
    })
    expect(placeNamesInBengali({ division: "Sylhet", district: "Sylhet", thana: "Kotwali" }).thana).toBe("কোতোয়ালি")
    expect(placeNamesInBengali({ division: "Dhaka", district: "Gotham", thana: "Dhanmondi" })).toEqual({
      division: "ঢাকা",
      district: "Gotham",
      thana: "Dhanmondi",
    })
    expect(placeNamesInBengali({})).toEqual({ division: "", district: "", thana: "" })
  })
})
