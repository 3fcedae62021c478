import type { QueryClient } from "@tanstack/react-query"
import type { HttpTypes } from "@medusajs/types"
import { statusOf } from "../../../lib/errors"
import { storeSend } from "../../../lib/medusa"
import { cartQueryKey } from "./cart"
import { CUSTOMER_FIELDS, sessionQueryKey, type Session } from "./session"

/**
 * Who is signed in and their cart, read on the server for a request that carries a session (never
 * a page kept for visitors: server/page-cache): the header shows the customer's name and cart count
 * from the first paint, without scripts too (a sign-in made by a plain form). Written into the
 * page's React Query cache under the keys the browser's queries use, so they start from it.
 * An ended session leaves both empty: the page is a visitor's.
 */
export async function readSessionInto(client: QueryClient): Promise<void> {
  try {
    const [{ customer }, { admin }, { cart }] = await Promise.all([
      storeSend<{ customer: HttpTypes.StoreCustomer }>("GET", `/store/customers/me?fields=${encodeURIComponent(CUSTOMER_FIELDS)}`),
      storeSend<{ admin: boolean }>("GET", "/store/customers/me/access"),
      storeSend<{ cart: HttpTypes.StoreCart | null }>("GET", "/store/customers/me/cart"),
    ])
    client.setQueryData<Session | null>(sessionQueryKey, { customer, admin })
    client.setQueryData(cartQueryKey, cart)
  } catch (error) {
    if (statusOf(error) !== 401) throw error
    client.setQueryData<Session | null>(sessionQueryKey, null)
  }
}
