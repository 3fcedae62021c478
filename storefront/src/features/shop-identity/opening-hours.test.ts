import { describe, expect, it } from "vitest"
import { schemaOpeningHours } from "./opening-hours"

describe("the shop's hours as schema.org reads them", () => {
  it("reads one span of days and hours written the usual English ways", () => {
    expect(schemaOpeningHours("Sat to Thu, 10 AM to 9 PM")).toBe("Sa-Th 10:00-21:00")
    expect(schemaOpeningHours("Saturday – Thursday 10:30am – 8pm")).toBe("Sa-Th 10:30-20:00")
    expect(schemaOpeningHours("Sun-Fri: 09:00-21:30")).toBe("Su-Fr 09:00-21:30")
    expect(schemaOpeningHours("Daily 10 AM to 8 PM")).toBe("Mo-Su 10:00-20:00")
    expect(schemaOpeningHours("Friday 3 to 9 PM")).toBe("Fr 15:00-21:00")
    // The seed's note before a colon is not part of the hours.
    expect(schemaOpeningHours("Demo shop: Sat to Thu, 10 AM to 8 PM")).toBe("Sa-Th 10:00-20:00")
  })

  it("gives nothing for what it cannot read, rather than words a search engine would misread", () => {
    for (const text of [
      null,
      undefined,
      "",
      "Call us",
      "Sat to Thu, 10 AM to 9 PM; Fri 3 PM to 9 PM",
      "Sat to Thu, 13 PM to 9 PM",
      "Sat to Funday, 10 to 8",
      "শনি থেকে বৃহস্পতিবার, সকাল ১০টা থেকে রাত ৯টা",
      "Mon 10:75-12:00",
    ]) {
      expect(schemaOpeningHours(text)).toBeUndefined()
    }
  })
})
