import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { phoneNumberOf } from "@chaka/bd-commerce/api"
import { phoneRefusal } from "../refusals"

/** The number in its one spelling (8801XXXXXXXXX) from any (01…, 880…, +880…); anything else 400. */
export const checkPhoneNumberStep = createStep("check-phone-number", async (phone: string) => {
  const number = phoneNumberOf(phone)
  if (!number) throw phoneRefusal("phone_invalid")
  return new StepResponse(number)
})
