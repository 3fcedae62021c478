import type { HttpTypes } from "@medusajs/types"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { statusOf } from "../../../lib/errors"
import { getShop, maybeSignedIn, setMaybeSignedIn } from "../../../lib/medusa"

/** The signed-in customer and whether the same sign-in opens the admin area. */
export type Session = { customer: HttpTypes.StoreCustomer; admin: boolean }

export const CUSTOMER_FIELDS = "*addresses,+metadata"

/**
 * Who is signed in: null for a visitor. The admin flag comes from the backend (never from the
 * session), so a customer made admin sees the Dashboard link without signing in again. A
 * visitor (no session cookie, the server says) is not asked about; an expired session is a visitor.
 */
export async function getSession(): Promise<Session | null> {
  if (!maybeSignedIn()) return null
  const { sdk } = await getShop()
  try {
    const [{ customer }, { admin }] = await Promise.all([
      sdk.store.customer.retrieve({ fields: CUSTOMER_FIELDS }),
      sdk.client.fetch<{ admin: boolean }>("/store/customers/me/access"),
    ])
    return { customer, admin }
  } catch (error) {
    if (statusOf(error) === 401) {
      setMaybeSignedIn(false)
      return null
    }
    throw error
  }
}

export const sessionQueryKey = ["session"] as const

export const sessionQueryOptions = queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 5 * 60_000 })

export const useSession = () => useQuery(sessionQueryOptions)
