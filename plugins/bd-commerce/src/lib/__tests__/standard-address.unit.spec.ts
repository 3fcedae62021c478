import { DIVISIONS } from "../../data/bangladesh-divisions"
import { messages } from "../../messages"
import { checkBangladeshAddress } from "../bangladesh-address"
import { thanasNamedIn } from "../place-names"

/** What Medusa's starter storefront sends: no division, no thana (address_2 ""), maybe a postal code. */
const STANDARD_FORM = { country_code: "bd", province: "", city: "Dhaka", address_2: "", address_1: "House 12, Road 5", postal_code: "", phone: "01712345678" }

const dhaka = DIVISIONS.find((division) => division.name === "Dhaka")!.districts.find((district) => district.name === "Dhaka")!

describe("an address from a standard form (no division, no thana)", () => {
  it("finds the thana from the postal code, and the division from the district", () => {
    expect(checkBangladeshAddress({ ...STANDARD_FORM, postal_code: "1207" })).toEqual({
      ok: true,
      address: { ...STANDARD_FORM, postal_code: "1207", province: "Dhaka", address_2: "Mohammadpur" },
    })
  })

  it("reads the postal code in Bengali digits or with spaces, and stores its 4 digits", () => {
    const result = checkBangladeshAddress({ ...STANDARD_FORM, postal_code: " ১২১৬ " })
    expect(result).toMatchObject({ ok: true, address: { postal_code: "1216", address_2: "Mirpur Model" } })
  })

  it("finds the thana named in the address line, in any spelling", () => {
    expect(checkBangladeshAddress({ ...STANDARD_FORM, address_1: "House 12, Road 5, Dhanmondi" })).toMatchObject({
      ok: true,
      address: { province: "Dhaka", city: "Dhaka", address_2: "Dhanmondi", address_1: "House 12, Road 5, Dhanmondi" },
    })
    expect(checkBangladeshAddress({ ...STANDARD_FORM, city: "chittagong", address_1: "12 CDA Avenue, PAHARTALI thana" })).toMatchObject({
      ok: true,
      address: { province: "Chattogram", city: "Chattogram", address_2: "Pahartali" },
    })
  })

  it("refuses an address line naming several thanas, and names them", () => {
    expect(checkBangladeshAddress({ ...STANDARD_FORM, address_1: "House 3, Gulshan Avenue, Banani" })).toEqual({
      ok: false,
      message: messages.thanaAmbiguous(["Gulshan", "Banani"], "Dhaka"),
    })
  })

  it("takes the thana written in address 2 before the postal code's, and the postal code's before the line's", () => {
    expect(checkBangladeshAddress({ ...STANDARD_FORM, postal_code: "1207", address_2: "adabor" })).toMatchObject({ ok: true, address: { address_2: "Adabor" } })
    expect(checkBangladeshAddress({ ...STANDARD_FORM, postal_code: "1207", address_1: "Road 2, Dhanmondi" })).toMatchObject({
      ok: true,
      address: { address_2: "Mohammadpur" },
    })
  })

  it("asks for the thana, naming the accepted forms, when nothing tells it", () => {
    expect(checkBangladeshAddress(STANDARD_FORM)).toEqual({ ok: false, message: messages.thanaRequired })
    expect(messages.thanaRequired).toMatch(/address 2.*postal code.*address line/)
    // Uttara's post code is shared by Uttara East and West police stations: it does not tell the thana.
    expect(checkBangladeshAddress({ ...STANDARD_FORM, postal_code: "1230" })).toEqual({ ok: false, message: messages.thanaNotInPostCode("1230") })
    expect(checkBangladeshAddress({ ...STANDARD_FORM, postal_code: "1230", address_1: "Sector 7, Uttara West" })).toMatchObject({
      ok: true,
      address: { address_2: "Uttara West" },
    })
  })

  it.each([
    ["a forged postal code", { postal_code: "9999" }, messages.postCodeUnknown("9999")],
    ["a postal code of another district", { postal_code: "4000" }, messages.postCodeOtherDistrict("4000", "Chattogram", "Dhaka")],
    [
      "another district's code with the thana written",
      { postal_code: "4000", address_2: "Mirpur" },
      messages.postCodeOtherDistrict("4000", "Chattogram", "Dhaka"),
    ],
    ["a postal code that is not 4 digits", { postal_code: "12O7" }, messages.postCodeInvalid],
    ["a NUL byte in the postal code", { postal_code: "1207\u0000" }, messages.postCodeInvalid],
    ["a 1 MB postal code", { postal_code: "1".repeat(1_000_000) }, messages.postCodeInvalid],
    ["a thana of another district", { address_2: "Pahartali" }, messages.unknownThana("Pahartali", "Dhaka")],
    ["a district unknown anywhere", { city: "Gotham" }, messages.unknownDistrictOfBangladesh("Gotham")],
    ["neither division nor district", { city: "" }, messages.divisionRequired],
    ["a division the district is not in", { province: "Khulna" }, messages.unknownDistrict("Dhaka", "Khulna")],
  ])("refuses %s", (_name, change, message) => {
    expect(checkBangladeshAddress({ ...STANDARD_FORM, address_1: "House 12, Road 5, Dhanmondi", ...change })).toEqual({ ok: false, message })
  })

  it("names, in every refusal about the thana or postal code, the field and what it takes", () => {
    for (const message of [messages.thanaRequired, messages.thanaNotInPostCode("1230"), messages.postCodeInvalid, messages.postCodeUnknown("9999")]) {
      expect(message).toMatch(/(postal code|address 2)/)
      expect(message).toMatch(/like \d{4}|like Mirpur/)
    }
  })
})

describe("thanasNamedIn", () => {
  it("finds the thanas an address line names, a longer name before the shorter inside it", () => {
    expect(thanasNamedIn(dhaka, "Flat 4B, House 7, Road 11, Block E, Mirpur-10")).toEqual(["Mirpur Model"])
    expect(thanasNamedIn(dhaka, "House 5, Sher-e-Bangla Nagar")).toEqual(["Sher-e-Bangla Nagar"])
    expect(thanasNamedIn(dhaka, "Ati Bazar, South Keraniganj")).toEqual(["South Keraniganj"])
    expect(thanasNamedIn(dhaka, "Road 5, Dhanmondi, Dhaka")).toEqual(["Dhanmondi"])
  })

  it("reads no thana in the words every address has, in any district", () => {
    const words =
      "House 12, Road 5, Flat 3B, Block C, Sector 7, Lane 2, Avenue, Floor 4, Apartment, Village, Para, Bazar, Market, Main Road, Station Road, College Road, Hospital, Mosque, School, Near, Opposite, Behind, Holding 22, Ward 5, Union, Post Office, Moholla, Goli, Tower, Plaza, Housing, Estate, Colony, Residential Area, East, West, North, South, New, Old, Dhaka, Bangladesh"
    const hits = DIVISIONS.flatMap((division) => division.districts).flatMap((district) =>
      thanasNamedIn(district, words).map((thana) => `${district.name}: ${thana}`)
    )
    expect(hits).toEqual([])
  })

  it("does not read a line longer than any address line (a 1 MB string)", () => {
    expect(thanasNamedIn(dhaka, `Dhanmondi ${"x".repeat(1_000_000)}`)).toEqual([])
  })
})
