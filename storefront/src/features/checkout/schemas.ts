import { z } from "zod"
import { perLanguage, type Messages } from "../../i18n"
import { addressSchema } from "../../lib/address/schemas"

/** The shipping form: the address (all required, phone a Bangladeshi mobile) and two choices, in the page's language (built once per language). */
export const checkoutSchema = perLanguage((messages: Messages) =>
  addressSchema(messages.address).extend({
    sameAsBilling: z.boolean(),
    cashOnDelivery: z.boolean(),
    /** "Save this address to my profile": the address becomes the profile's once the order is placed. */
    saveToProfile: z.boolean(),
  })
)

export type CheckoutInput = z.infer<ReturnType<typeof checkoutSchema>>
