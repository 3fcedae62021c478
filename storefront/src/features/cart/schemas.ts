import { z } from "zod"
import { perLanguage, type Messages } from "../../i18n"

const id = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[0-9A-Za-z]{1,64}$`))
/** Bengali digits (০–৯) as Latin ones: a Bangla page's quantity may come back as it was shown. */
const latinDigits = (value: unknown) => (typeof value === "string" ? value.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)) : value)
const quantity = z.preprocess(latinDigits, z.coerce.number().int().min(1).max(9_999))

/**
 * What the cart's forms post to /cart (routes/cart.tsx): one change each. Its refusal is said in
 * `t`, the request's `messages.cart` (`messagesOf(request).cart`); built once per language.
 */
export const cartChangeSchema = perLanguage((t: Messages["cart"]) =>
  z.discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("add"), variant_id: id("variant"), quantity }),
      z.object({ intent: z.literal("update"), line_id: id("cali"), quantity }),
      z.object({ intent: z.literal("remove"), line_id: id("cali") }),
    ],
    { error: t.badRequest }
  )
)
export type CartChange = z.infer<ReturnType<typeof cartChangeSchema>>

export { VIA_SCRIPT } from "./via-script"
