import { z } from "zod"
import { messages } from "../../messages"
import { isBangladeshiMobile } from "./phone"

const t = messages.address

const required = (message: string) => z.string().trim().min(1, message)

/** A Bangladeshi mobile, required; use it in any form that asks for a phone. */
export const bdPhone = required(t.phoneRequired).refine(isBangladeshiMobile, t.phoneInvalid)

/** The shipping address fields (names as AddressPickers and the forms use them). */
export const addressSchema = z.object({
  division: required(t.divisionRequired),
  district: required(t.districtRequired),
  thana: required(t.thanaRequired),
  road: required(t.roadRequired),
  phone: bdPhone,
})

export type AddressInput = z.infer<typeof addressSchema>

export const emptyAddress: AddressInput = { division: "", district: "", thana: "", road: "", phone: "" }
