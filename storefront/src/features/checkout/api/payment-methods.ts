import { queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../../../lib/medusa"

/** The payments the shop takes: cash on delivery always, bKash when the operator configured it. */
export type PaymentMethodId = "cod" | "bkash"

const KNOWN: readonly string[] = ["cod", "bkash"] satisfies PaymentMethodId[]

/**
 * GET /store/payment-methods (the backend lists bKash only when its settings are there). Cash on
 * delivery is always offered: an answer that cannot be read offers it alone, never nothing.
 */
export async function getPaymentMethods(): Promise<PaymentMethodId[]> {
  const answer = await storeGet<{ payment_methods?: { id?: unknown }[] }>("/store/payment-methods").catch(() => null)
  const ids = (answer?.payment_methods ?? []).map((method) => method.id).filter((id): id is PaymentMethodId => typeof id === "string" && KNOWN.includes(id))
  return ids.includes("cod") ? ids : ["cod", ...ids]
}

/** Checkout's React Query keys. */
export const checkoutKeys = { paymentMethods: () => ["checkout", "payment-methods"] as const }

export const paymentMethodsQueryOptions = queryOptions({
  queryKey: checkoutKeys.paymentMethods(),
  queryFn: getPaymentMethods,
  staleTime: 5 * 60_000,
})

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions)
