import { z } from "zod"
import type { Messages } from "../../i18n"
import { addressSchema } from "../../lib/address/schemas"

const buildCheckoutSchema = (messages: Messages) =>
  addressSchema(messages.address).extend({
    sameAsBilling: z.boolean(),
    cashOnDelivery: z.boolean(),
    /** "Save this address to my profile": the address becomes the profile's once the order is placed. */
    saveToProfile: z.boolean(),
  })

type CheckoutSchema = ReturnType<typeof buildCheckoutSchema>

const built = new WeakMap<Messages, CheckoutSchema>()

/** The shipping form: the address (all required, phone a Bangladeshi mobile) and two choices, in the page's language (built once per language). */
export function checkoutSchema(messages: Messages): CheckoutSchema {
  let schema = built.get(messages)
  if (!schema) built.set(messages, (schema = buildCheckoutSchema(messages)))
  return schema
}

export type CheckoutInput = z.infer<CheckoutSchema>
