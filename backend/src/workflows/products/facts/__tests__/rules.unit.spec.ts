import { applyFactsChange, factValues, NO_FACTS, SaveProductFacts } from "../rules"

const parse = (body: unknown) => SaveProductFacts.safeParse(body)
const problem = (body: unknown) => {
  const result = parse(body)
  return result.success ? undefined : result.error.issues.map((issue) => issue.message).join("; ")
}

describe("a product's facts as the admin sends them", () => {
  it("reads numbers from form strings and keeps what is sent", () => {
    const result = parse({ wheel_size_in: "27.5", gears: "21", weight_kg: 14.8, brakes: " Mechanical disc ", brakes_bn: "" })
    expect(result.success && result.data).toEqual({ wheel_size_in: 27.5, gears: 21, weight_kg: 14.8, brakes: "Mechanical disc", brakes_bn: null })
  })

  it("refuses odd values with a sentence naming the fact", () => {
    expect(problem({ gears: 1.5 })).toBe("gears must be a whole number from 1 to 40")
    expect(problem({ gears: -1 })).toBe("gears must be a whole number from 1 to 40")
    expect(problem({ weight_kg: 1e308 })).toMatch(/^weight_kg must be a number from 1 to 80/)
    expect(problem({ wheel_size_in: "twenty" })).toMatch(/^wheel_size_in must be a number from 8 to 36/)
    expect(problem({ wheel_size_in: 27.55 })).toMatch(/at most 1 decimal place$/)
    expect(problem({ brakes: "disc\0" })).toMatch(/NUL/)
    expect(problem({ brakes: "x".repeat(101) })).toBe("brakes must be at most 100 characters")
    expect(problem({ colour: "red" })).toMatch(/^Unknown facts: colour\. Known facts: frame_size/)
    expect(problem({})).toBe("Send at least one fact to change (null removes one)")
    expect(problem([])).toBe("The facts must be sent as an object of fact names and values")
  })

  it("checks the rider's height range against what is stored", () => {
    const stored = { ...NO_FACTS, rider_height_min_cm: 160, rider_height_max_cm: 178 }
    expect(applyFactsChange(stored, { rider_height_max_cm: 150 })).toEqual({ ok: false, problem: "The rider's smallest height must not be above the tallest" })
    expect(applyFactsChange(stored, { rider_height_max_cm: 180 })).toMatchObject({ ok: true, facts: { rider_height_min_cm: 160, rider_height_max_cm: 180 } })
    expect(factValues({ gears: 21, brakes: null })).toMatchObject({ gears: 21, brakes: null, wheel_size_in: null })
  })
})
