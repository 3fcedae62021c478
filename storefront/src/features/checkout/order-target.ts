import { clampQuantity } from "@chaka/rules"
import { parseLocalDigits } from "../../lib/format"

/**
 * What /place-order/:ids orders: one product ("Buy now", with ?quantity=N, at least 1) or,
 * when the ids are each prefixed with "&&", the customer's cart. The quantity may come in Bangla
 * digits (a Bangla product page's form posted without scripts: ?quantity=৩).
 */
export type OrderTarget = { kind: "buy-now"; productId: string; quantity: number } | { kind: "cart"; productIds: string[] }

export function orderTarget(ids: string, search: URLSearchParams): OrderTarget {
  if (ids.includes("&&")) return { kind: "cart", productIds: ids.split("&&").filter(Boolean) }
  const quantity = search.get("quantity")
  return { kind: "buy-now", productId: ids, quantity: quantity === null ? 1 : clampQuantity(parseLocalDigits(quantity)) }
}
