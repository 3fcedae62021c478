import type { HttpTypes } from "@medusajs/types"
import type { Messages } from "../../../i18n"
import { statusOf } from "../../../lib/errors"
import { storeSend, StoreError } from "../../../lib/medusa"
import { cartCosts, enteredCodes } from "./cart-costs"
import { APPLY_CODE, PROMO_FIELDS, promoCodeChangeSchema, type PromoCodeChange } from "./schemas"

type Cart = HttpTypes.StoreCart

/** A code's form, read: the change to make, or why not (the words to show beside the field, and the status). */
export type PromoCodePost = { ok: true; change: PromoCodeChange } | { ok: false; status: 400; error: string; code: string }

/** The posted form checked: one intent, one code (a repeated field is a hand-made post), as the schema says. */
export function readPromoCodePost(form: FormData, t: Messages["promotions"]): PromoCodePost {
  const typed = form.get(PROMO_FIELDS.code)
  const shown = typeof typed === "string" ? typed.slice(0, 200) : ""
  if (form.getAll(PROMO_FIELDS.code).length > 1 || form.getAll(PROMO_FIELDS.intent).length > 1)
    return { ok: false, status: 400, error: t.errors.promotion_unknown, code: "" }
  const parsed = promoCodeChangeSchema(t).safeParse({ intent: form.get(PROMO_FIELDS.intent), code: typed })
  if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? t.errors.promotion_unknown, code: shown }
  return { ok: true, change: parsed.data }
}

/**
 * Applies or removes a code on a cart through Medusa's standard routes (POST / DELETE
 * /store/carts/:id/promotions, owner only): the cart as it now stands.
 */
export async function changePromoCode(cartId: string, change: PromoCodeChange): Promise<Cart> {
  const path = `/store/carts/${encodeURIComponent(cartId)}/promotions`
  const { cart } = await storeSend<{ cart: Cart }>(change.intent === APPLY_CODE ? "POST" : "DELETE", path, { promo_codes: [change.code] })
  return cart
}

/** The backend's reason code on a refusal (the promotions contract: promotion_unknown, promotion_ended, …), if it gave one. */
export const promotionReason = (error: unknown): string | undefined => {
  const code = error instanceof StoreError ? error.details.code : undefined
  return typeof code === "string" && code.startsWith("promotion_") ? code : undefined
}

/** A reason code in the page's language; an unknown one (or none) falls back to `fallback`. */
export function reasonText(reason: string | undefined, t: Messages["promotions"], fallback: string): string {
  const errors: Record<string, string> = t.errors
  return (reason && Object.hasOwn(errors, reason) ? errors[reason] : undefined) ?? fallback
}

/**
 * Why a code was refused, in the page's language by the backend's reason code; a refusal with
 * none (a malformed code Medusa's validator refused) is "no such code", anything else (the
 * backend down) the shop's "try again" (logged). 401: the cart is a visitor's (log in first).
 */
export function promoRefusal(error: unknown, t: Messages["promotions"]): { status: number; error: string } {
  const status = statusOf(error)
  if (status === 401) return { status, error: t.signIn }
  if (status && status >= 400 && status < 500) return { status, error: reasonText(promotionReason(error), t, t.errors.promotion_unknown) }
  console.error(`storefront: promo code: ${error instanceof Error ? error.message : error}`)
  return { status: 502, error: t.failed }
}

/**
 * The codes a 409 says no longer apply (the promotions contract: `code` promotion_…, `promo_code`);
 * a "used up" without `promo_code` (the last use went in the same instant) names every code the
 * shopper entered on the cart.
 */
export function stoppedCodes(error: unknown, cart: Cart): { reason: string; codes: string[] } | null {
  const reason = promotionReason(error)
  if (!reason) return null
  const named = error instanceof StoreError ? error.details.promo_code : undefined
  const codes = typeof named === "string" && named ? [named] : enteredCodes(cartCosts(cart))
  return codes.length ? { reason, codes } : null
}
