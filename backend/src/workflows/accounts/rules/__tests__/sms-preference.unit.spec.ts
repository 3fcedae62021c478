import { smsNotificationsOf, withSmsPreference } from "../sms-preference"

describe("the customer's SMS choice", () => {
  it("is on unless the customer turned it off", () => {
    expect(smsNotificationsOf(null)).toBe(true)
    expect(smsNotificationsOf({})).toBe(true)
    expect(smsNotificationsOf({ sms_opt_out: false })).toBe(true)
    expect(smsNotificationsOf({ sms_opt_out: "yes" })).toBe(true)
    expect(smsNotificationsOf({ sms_opt_out: true })).toBe(false)
  })

  it("is set without dropping other metadata, from what is stored or what the update writes", () => {
    expect(withSmsPreference(undefined, { avatar_url: "a", favourite: "bmx" }, false)).toEqual({ avatar_url: "a", favourite: "bmx", sms_opt_out: true })
    expect(withSmsPreference(undefined, null, true)).toEqual({ sms_opt_out: false })
    expect(withSmsPreference({ favourite: "road" }, { favourite: "bmx", sms_opt_out: false }, false)).toEqual({ favourite: "road", sms_opt_out: true })
    expect(withSmsPreference(null, { sms_opt_out: true }, true)).toEqual({ sms_opt_out: false })
  })

  it("is kept by a metadata update that does not name it, and untouched when nothing is written", () => {
    expect(withSmsPreference({ favourite: "road" }, { sms_opt_out: true }, undefined)).toEqual({ favourite: "road", sms_opt_out: true })
    expect(withSmsPreference(null, { sms_opt_out: true }, undefined)).toEqual({ sms_opt_out: true })
    expect(withSmsPreference({ sms_opt_out: false }, { sms_opt_out: true }, undefined)).toEqual({ sms_opt_out: false })
    expect(withSmsPreference(undefined, { sms_opt_out: true }, undefined)).toBeUndefined()
    expect(withSmsPreference({ a: 1 }, {}, undefined)).toEqual({ a: 1 })
  })
})
