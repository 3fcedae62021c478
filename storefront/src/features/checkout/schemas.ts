import { z } from "zod"
import { addressSchema } from "../../lib/address/schemas"

/** The shipping form: the address (all required, phone a Bangladeshi mobile) and two choices. */
export const checkoutSchema = addressSchema.extend({
  sameAsBilling: z.boolean(),
  cashOnDelivery: z.boolean(),
  /** "Save this address to my profile": the address becomes the profile's once the order is placed. */
  saveToProfile: z.boolean(),
})

export type CheckoutInput = z.infer<typeof checkoutSchema>
