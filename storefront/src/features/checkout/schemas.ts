import { z } from "zod"
import { perLanguage, type Messages } from "../../i18n"
import { addressSchema, type AddressInput } from "../session/address/schemas"
import { isCartId } from "../session/cart-id"
import { hasControlCharacter, withoutControlCharacters } from "../../lib/control-characters"

/** The shipping form: the address (all required, phone a Bangladeshi mobile) and three choices, in the page's language (built once per language). */
export const checkoutSchema = perLanguage((messages: Messages) =>
  addressSchema(messages.address).extend({
    sameAsBilling: z.boolean(),
    cashOnDelivery: z.boolean(),
    /** "Save this address to my profile": the address becomes the profile's once the order is placed. */
    saveToProfile: z.boolean(),
  })
)

export type CheckoutInput = z.infer<ReturnType<typeof checkoutSchema>>

/** How the order is paid: cash to the rider, or bKash before delivery. */
export const PAY_WITH = ["cod", "bkash"] as const
export type PayWith = (typeof PAY_WITH)[number]

/** The form's field names: the browser posts these, with or without scripts (routes/place-order.tsx's action). */
export const CHECKOUT_FIELDS = {
  cartId: "cart_id",
  /** The total the page showed: the order is refused if the cart's is another now. */
  total: "expected_total",
  /** Which payment button was pressed ("Confirm order", "Pay with bKash"); absent for the main button. */
  payWith: "pay_with",
} as const

const LONGEST_FIELD = 512

/** A checkbox posts "on" when ticked and nothing otherwise. */
const ticked = (form: FormData, name: string) => form.get(name) === "on" || form.get(name) === "true"
const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === "string" ? withoutControlCharacters(value).slice(0, LONGEST_FIELD) : ""
}
/** A value no one types: longer than any field, or with a control character (PostgreSQL cannot store a NUL). Refused, never ordered cut short or cleaned. */
const junk = (form: FormData) => [...form.values()].some((value) => typeof value === "string" && (value.length > LONGEST_FIELD || hasControlCharacter(value)))

/** What the checkout form posted, checked: the fields as the form has them, or why not. */
export type CheckoutPost =
  | { ok: true; cartId: string; expectedTotal: number; payWith: PayWith | null; input: CheckoutInput }
  | { ok: false; fields: Partial<Record<keyof CheckoutInput, string>>; values: Partial<CheckoutInput>; malformed: boolean }

/**
 * The posted form, read with the same schema the page's script checks it with: field errors in the
 * page's language. With "Same as billing address" ticked the address is the `profile`'s. A post that is not this form's (no cart, a total that is not a whole number, an
 * unknown payment, a value too long or with a control character) is `malformed`: refused without touching the cart.
 */
export function readCheckoutPost(form: FormData, messages: Messages, profile: AddressInput): CheckoutPost {
  const sameAsBilling = ticked(form, "sameAsBilling")
  // "Same as billing address" ships to the profile's address, whatever the (locked) fields held.
  const address = sameAsBilling
    ? profile
    : { division: text(form, "division"), district: text(form, "district"), thana: text(form, "thana"), road: text(form, "road"), phone: text(form, "phone") }
  const values = {
    ...address,
    sameAsBilling,
    cashOnDelivery: ticked(form, "cashOnDelivery"),
    saveToProfile: ticked(form, "saveToProfile"),
  }
  const cartId = text(form, CHECKOUT_FIELDS.cartId)
  const total = text(form, CHECKOUT_FIELDS.total)
  const expectedTotal = /^\d{1,15}$/.test(total) ? Number(total) : NaN
  const pay = form.get(CHECKOUT_FIELDS.payWith)
  const payWith = pay === null ? null : (PAY_WITH as readonly unknown[]).includes(pay) ? (pay as PayWith) : undefined
  if (!isCartId(cartId) || !Number.isSafeInteger(expectedTotal) || payWith === undefined || junk(form))
    return { ok: false, fields: {}, values, malformed: true }
  const parsed = checkoutSchema(messages).safeParse(values)
  if (!parsed.success) {
    const fields: Partial<Record<keyof CheckoutInput, string>> = {}
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as keyof CheckoutInput
      fields[name] ??= issue.message
    }
    return { ok: false, fields, values, malformed: false }
  }
  return { ok: true, cartId, expectedTotal, payWith, input: parsed.data }
}
