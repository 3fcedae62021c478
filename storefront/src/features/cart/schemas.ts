import { z } from "zod"
import { messages } from "../../messages"

const id = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[0-9A-Za-z]{1,64}$`))
const quantity = z.coerce.number().int().min(1).max(9_999)

/** What the cart's forms post to /cart (routes/cart.tsx): one change each. */
export const cartChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), variant_id: id("variant"), quantity }),
    z.object({ intent: z.literal("update"), line_id: id("cali"), quantity }),
    z.object({ intent: z.literal("remove"), line_id: id("cali") }),
  ],
  { error: messages.cart.badRequest }
)
export type CartChange = z.infer<typeof cartChangeSchema>

export { VIA_SCRIPT } from "./via-script"
