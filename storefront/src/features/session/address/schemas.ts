import { z } from "zod"
import { perLanguage, type Messages } from "../../../i18n"
import { isBangladeshiMobile } from "./phone"

type Texts = Messages["address"]

const required = (message: string) => z.string().trim().min(1, message)

/** A Bangladeshi mobile, required, its errors in the page's language; use it in any form that asks for a phone. */
export const bdPhone = (t: Texts) => required(t.phoneRequired).refine(isBangladeshiMobile, t.phoneInvalid)

/**
 * The shipping address fields (names as AddressPickers and the forms use them), with the
 * errors in the language of `t` (`useMessages().address`, or `messagesOf(request).address`).
 * Built once per language.
 */
export const addressSchema = perLanguage((t: Texts) =>
  z.object({
    division: required(t.divisionRequired),
    district: required(t.districtRequired),
    thana: required(t.thanaRequired),
    road: required(t.roadRequired),
    phone: bdPhone(t),
  })
)

export type AddressInput = z.infer<ReturnType<typeof addressSchema>>

export const emptyAddress: AddressInput = { division: "", district: "", thana: "", road: "", phone: "" }
