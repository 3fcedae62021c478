import { DIVISIONS } from "../../data/bangladesh-divisions"
import { messages } from "../../messages"
import { checkBangladeshAddress, isBangladeshiMobile } from "../bangladesh-address"

const mirpur = { country_code: "bd", province: "Dhaka", city: "Dhaka", address_2: "Mirpur Model", address_1: "Road 7, Block C", phone: "01712345678" }

describe("the Bangladesh address data", () => {
  it("has the 8 divisions and 64 districts, each district with police stations", () => {
    const districts = DIVISIONS.flatMap((division) => division.districts)
    expect(DIVISIONS).toHaveLength(8)
    expect(districts).toHaveLength(64)
    expect(new Set(districts.map((d) => d.name)).size).toBe(64)
    expect(districts.filter((d) => d.thanas.length === 0)).toEqual([])
  })
})

describe("checkBangladeshAddress", () => {
  it("accepts a full address and writes the names in their official spelling", () => {
    const result = checkBangladeshAddress({ ...mirpur, province: " dhaka", city: "DHAKA", address_2: "mirpur model" })
    expect(result).toEqual({ ok: true, address: mirpur })
  })

  it.each([
    [{ province: "", city: "" }, messages.divisionRequired],
    [{ province: "Gotham" }, "Gotham is not a division of Bangladesh"],
    [{ city: undefined }, messages.districtRequired],
    [{ city: "Sylhet" }, "Sylhet is not a district of Dhaka division"],
    [{ address_2: null }, messages.thanaRequired],
    [{ address_2: "Kotwali (Chattogram)" }, "Kotwali (Chattogram) is not a police station (thana) of Dhaka district"],
    [{ address_1: "  " }, "road or village is required"],
    [{ phone: "" }, "phone is required"],
    [{ phone: "12345" }, "phone must be a Bangladeshi mobile number, like 01712345678"],
  ])("refuses %j: %s", (change, message) => {
    expect(checkBangladeshAddress({ ...mirpur, ...change })).toEqual({ ok: false, message })
  })
})

describe("isBangladeshiMobile", () => {
  it.each(["01712345678", "+8801712345678", "8801912345678", "017-1234-5678", "01312 345678"])("accepts %s", (phone) => {
    expect(isBangladeshiMobile(phone)).toBe(true)
  })
  it.each(["0171234567", "017123456789", "01212345678", "02-9123456", "phone"])("refuses %s", (phone) => {
    expect(isBangladeshiMobile(phone)).toBe(false)
  })
})
