// @vitest-environment node
import { describe, expect, it, vi } from "vitest"
import { messagesFor } from "../../../i18n"
import { SAVE_DELIVERY_DAYS } from "../delivery-form"
import { postedDays, saveDeliveryDaysByForm } from "./save-delivery-days.server"

const en = messagesFor("en")

const form = (days: Record<string, string>) => {
  const posted = new FormData()
  posted.append("intent", SAVE_DELIVERY_DAYS)
  for (const [name, value] of Object.entries(days)) posted.append(name, value)
  return posted
}
const DAYS = { "inside_dhaka.min": "1", "inside_dhaka.max": "2", "elsewhere.min": "3", "elsewhere.max": "5" }

describe("the delivery days form's post (routes/admin/customize.tsx's action)", () => {
  it("saves the days as the admin API takes them, and says so", async () => {
    const send = vi.fn(async () => ({ delivery_days: {} }))
    expect(await saveDeliveryDaysByForm({ form: form(DAYS), send: send as never, messages: en })).toEqual({ done: en.delivery.saved })
    expect(send).toHaveBeenCalledWith("POST", "/admin/delivery-days", { inside_dhaka: { min: 1, max: 2 }, elsewhere: { min: 3, max: 5 } })
  })

  it("refuses a range the other way round, past 60 days or not whole (400, the form's message), sending nothing", async () => {
    const send = vi.fn()
    for (const wrong of [{ "inside_dhaka.min": "3" }, { "elsewhere.max": "61" }, { "elsewhere.min": "2.5" }, { "inside_dhaka.max": "two" }]) {
      expect(await saveDeliveryDaysByForm({ form: form({ ...DAYS, ...wrong }), send: send as never, messages: en })).toEqual({
        status: 400,
        error: en.delivery.invalid,
      })
    }
    expect(send).not.toHaveBeenCalled()
    expect(postedDays(form(DAYS))).toEqual({ inside_dhaka: { min: 1, max: 2 }, elsewhere: { min: 3, max: 5 } })
  })
})
