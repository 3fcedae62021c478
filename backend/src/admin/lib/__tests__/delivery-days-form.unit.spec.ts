import { deliveryDaysFrom, fieldsOf } from "../delivery-days-form"

const invalid = (max: number) => `whole days from 0 to ${max}`
const typed = (inside: [string, string], elsewhere: [string, string]) => ({
  inside_dhaka_min: inside[0],
  inside_dhaka_max: inside[1],
  elsewhere_min: elsewhere[0],
  elsewhere_max: elsewhere[1],
})

describe("the dashboard's delivery days form", () => {
  it("sends what was typed as the API's body, and shows the current days as typed", () => {
    expect(deliveryDaysFrom(typed(["1", " 2 "], ["3", "5"]), invalid)).toEqual({ days: { inside_dhaka: { min: 1, max: 2 }, elsewhere: { min: 3, max: 5 } } })
    expect(fieldsOf({ inside_dhaka: { min: 0, max: 1 }, elsewhere: { min: 2, max: 60 } })).toEqual(typed(["0", "1"], ["2", "60"]))
  })

  it.each([
    ["an empty field", typed(["", "2"], ["3", "5"]), ["inside_dhaka"]],
    ["half a day", typed(["1", "2"], ["1.5", "5"]), ["elsewhere"]],
    ["a negative day", typed(["-1", "2"], ["3", "5"]), ["inside_dhaka"]],
    ["more than 60 days", typed(["1", "2"], ["3", "61"]), ["elsewhere"]],
    ["a first day after the last", typed(["3", "2"], ["6", "5"]), ["inside_dhaka", "elsewhere"]],
    ["an exponent", typed(["1", "2e1"], ["3", "5"]), ["inside_dhaka"]],
  ])("refuses %s beside its range, sending nothing", (_what, fields, ranges) => {
    const answer = deliveryDaysFrom(fields, invalid)
    expect(answer).toEqual({ errors: Object.fromEntries(ranges.map((range) => [range, "whole days from 0 to 60"])) })
  })
})
