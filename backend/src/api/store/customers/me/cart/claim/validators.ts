import { z } from "@medusajs/framework/zod"
import { messages } from "../../../../../../lib/messages"

/** POST /store/customers/me/cart/claim: the visitor cart's id (Medusa's form: `cart_` and a ULID). */
export const StoreClaimCart = z.object({
  cart_id: z.string({ error: messages.cartClaimIdInvalid }).regex(/^cart_[0-9A-Za-z]{1,64}$/, { error: messages.cartClaimIdInvalid }),
})
export type StoreClaimCart = z.infer<typeof StoreClaimCart>
