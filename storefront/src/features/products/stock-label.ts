import { canBuy } from "@chaka/rules"
import type { Messages } from "../../i18n"

/** At or below this many units the product page says "Only N left". */
export const LOW_STOCK = 5

/**
 * What the product page says about the stock for the chosen quantity, in the language of `t`
 * (`messages.productPage`): @chaka/rules' availability rule, and how few are left.
 */
export function stockLabel(stock: number | null, quantity: number, t: Messages["productPage"]): { available: boolean; text: string } {
  if (!canBuy(stock, quantity)) return { available: false, text: t.outOfStock }
  if (stock !== null && stock <= LOW_STOCK) return { available: true, text: t.onlyLeft(stock) }
  return { available: true, text: t.inStock }
}
