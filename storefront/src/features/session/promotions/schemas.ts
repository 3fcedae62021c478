import { z } from "zod"
import { perLanguage, type Messages } from "../../../i18n"
import { hasControlCharacter } from "../../../lib/control-characters"

/** The form field names of a code's form (the cart's and the checkout's). */
export const PROMO_FIELDS = { intent: "intent", code: "code" } as const
export const APPLY_CODE = "apply-code"
export const REMOVE_CODE = "remove-code"

/** Longer than any code a shop prints on a poster: refused before it reaches the backend. */
export const PROMO_CODE_MAX = 64

/**
 * A code's form as posted: Apply (the code typed) or Remove (one applied code). A blank code is
 * "enter a code"; one too long or with control characters is no code the shop has.
 */
export const promoCodeChangeSchema = perLanguage((t: Messages["promotions"]) => {
  const code = z
    .string({ error: t.errors.promotion_unknown })
    .trim()
    .min(1, { error: t.empty })
    .max(PROMO_CODE_MAX, { error: t.errors.promotion_unknown })
    .refine((value) => !hasControlCharacter(value), { error: t.errors.promotion_unknown })
  return z.object({ intent: z.enum([APPLY_CODE, REMOVE_CODE]), code })
})
export type PromoCodeChange = z.infer<ReturnType<typeof promoCodeChangeSchema>>

/** Whether a posted form is a code's (its intent), so a route's action hands it to the code's handler. */
export const isPromoCodeForm = (form: FormData) => {
  const intent = form.get(PROMO_FIELDS.intent)
  return intent === APPLY_CODE || intent === REMOVE_CODE
}

/** What a route's action answers a refused code: the words to show beside the field, and the code as typed. */
export type PromoCodeAnswer = { promo: { error: string; code: string } }

export const isPromoCodeAnswer = (value: unknown): value is PromoCodeAnswer =>
  typeof value === "object" && value !== null && "promo" in value && typeof (value as PromoCodeAnswer).promo?.error === "string"
