import { z } from "@medusajs/framework/zod"
import { messages } from "../../lib/messages"
import { compatMessages } from "../messages"
import { FIELD_LIMITS } from "../../lib/http/input-limits"
import { limited, requiredText } from "../../lib/http/text-field"

const required = (field: string, max: number) => requiredText(compatMessages.orderFieldRequired(field), field, max)
const email = limited(z.string({ error: messages.emailRequired }).trim().min(1, messages.emailRequired), "email", FIELD_LIMITS.email).email(
  messages.emailInvalid
)
const optionalText = (field: string, max: number) => limited(z.string().trim(), field, max).nullish()

/**
 * PUT /shop/users: the original's upsert after every sign-in. imgUrl and imgId start null;
 * displayName is null right after an email sign-up (the client asks before the name is set),
 * and then the name is left as it is.
 */
export const CompatUpsertUser = z.object({
  displayName: limited(z.string({ error: compatMessages.displayNameInvalid }).trim(), "displayName", FIELD_LIMITS.personName).nullish(),
  email,
  imgUrl: optionalText("imgUrl", FIELD_LIMITS.url),
  imgId: optionalText("imgId", FIELD_LIMITS.url),
})
export type CompatUpsertUser = z.infer<typeof CompatUpsertUser>

/** Items listed once each, with a whole quantity of 1 or more. */
const noProductTwice =
  <T>(idOf: (item: T) => string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>()
    for (const item of items) {
      if (seen.has(idOf(item))) ctx.addIssue({ code: "custom", message: compatMessages.productTwice(idOf(item)) })
      seen.add(idOf(item))
    }
  }
/** A list of `{ <id>, quantity }` whose every mistake is told with this one message. */
const itemList = <K extends string>(idKey: K, message: string) =>
  z.array(
    z.object({
      [idKey]: z.string({ error: message }).trim().min(1, message).max(FIELD_LIMITS.id, message),
      quantity: z.number({ error: message }).int(message).min(1, message),
    } as { [key in K]: z.ZodString } & { quantity: z.ZodNumber }),
    { error: message }
  )

/** PUT /shop/users/carts/{email}: the whole cart, `[{ id, quantity }]`. */
export const CompatCart = itemList("id", compatMessages.cartInvalid).superRefine(noProductTwice((item) => item.id))
export type CompatCart = z.infer<typeof CompatCart>

/** The address fields the original's forms send (and the phone). */
const address = {
  division: required("division", FIELD_LIMITS.addressLine),
  district: required("district", FIELD_LIMITS.addressLine),
  policeStation: required("policeStation", FIELD_LIMITS.addressLine),
  rodeOrVillage: required("rodeOrVillage", FIELD_LIMITS.addressLine),
  phone: required("phone", FIELD_LIMITS.phone),
}

/**
 * PUT /shop/users/updateUser (multipart text fields; the picture is a file): the email and
 * any of the address fields and phone (the original client sends only the boxes filled in).
 */
export const CompatUpdateUser = z.object({
  email,
  division: optionalText("division", FIELD_LIMITS.addressLine),
  district: optionalText("district", FIELD_LIMITS.addressLine),
  policeStation: optionalText("policeStation", FIELD_LIMITS.addressLine),
  rodeOrVillage: optionalText("rodeOrVillage", FIELD_LIMITS.addressLine),
  phone: optionalText("phone", FIELD_LIMITS.phone),
  existingImg: optionalText("existingImg", FIELD_LIMITS.url),
})
export type CompatUpdateUser = z.infer<typeof CompatUpdateUser>

/**
 * POST /shop/orders: the original's order. `products` may be whole products (the original sent
 * them): only `_id` and `quantity` are read. Without a name or email the customer's own are used. `totalBDT`, `date` and `status` are ignored: the
 * server prices the order and it starts pending.
 */
export const CompatPlaceOrder = z.object({
  // The published client reads both from a customer object it never fills: often missing.
  name: optionalText("name", FIELD_LIMITS.personName),
  email: email.optional(),
  ...address,
  products: itemList("_id", compatMessages.orderProductsRequired)
    .min(1, compatMessages.orderProductsRequired)
    .superRefine(noProductTwice((item) => item._id)),
})
export type CompatPlaceOrder = z.infer<typeof CompatPlaceOrder>

/** PUT /shop/orders: the only change the original makes is approving. */
export const CompatApproveOrder = z.object({
  status: z.literal("Approved", { error: compatMessages.orderStatusInvalid }),
  id: required("id", FIELD_LIMITS.id),
})
export type CompatApproveOrder = z.infer<typeof CompatApproveOrder>
