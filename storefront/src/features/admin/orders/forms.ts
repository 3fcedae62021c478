/** The forms of one order's card (each a button; shipping with its two fields), posted to routes/admin/manage-order.tsx's action. */
export const ORDER_INTENTS = { approve: "approve", ship: "ship", deliver: "deliver", delete: "delete" } as const

/** The fetcher every order's forms share: a deleted order's answer outlives its card. */
export const ORDERS_FETCHER = "admin-orders"

/** The page of the list the address asks for (?page=2; the server reads the same one), from 1. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get("page"))
  return Number.isSafeInteger(page) && page > 1 ? page : 1
}

/** The shop's stages and payments the list filters by (GET /admin/shop-orders's `stage` and `payment`). */
export const ORDER_STAGE_FILTERS = ["placed", "approved", "shipped", "delivered", "canceled"] as const
export const ORDER_PAYMENT_FILTERS = ["cod", "bkash"] as const
/** The backend's longest search (its FIELD_LIMITS.searchText). */
export const ORDER_SEARCH_MAX = 200

export type OrderListFilters = {
  page: number
  stage?: (typeof ORDER_STAGE_FILTERS)[number]
  payment?: (typeof ORDER_PAYMENT_FILTERS)[number]
  q?: string
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values.includes(value as T) ? (value as T) : undefined)

/**
 * The list's filters as the address holds them (?stage=&payment=&q=&page=, the GET form's
 * fields; the server reads the same): an unknown stage or payment, or a search the backend
 * would refuse (control characters, too long), is no filter.
 */
export function orderFiltersOf(params: URLSearchParams): OrderListFilters {
  const q = params.get("q")?.trim()
  // eslint-disable-next-line no-control-regex
  const usable = q && q.length <= ORDER_SEARCH_MAX && !/[\u0000-\u001f\u007f]/.test(q) ? q : undefined
  return {
    page: pageOf(params),
    ...(oneOf(ORDER_STAGE_FILTERS, params.get("stage")) ? { stage: oneOf(ORDER_STAGE_FILTERS, params.get("stage")) } : {}),
    ...(oneOf(ORDER_PAYMENT_FILTERS, params.get("payment")) ? { payment: oneOf(ORDER_PAYMENT_FILTERS, params.get("payment")) } : {}),
    ...(usable ? { q: usable } : {}),
  }
}

/** The address's query for these filters (page 1 and empty filters left out). */
export function orderFiltersSearch({ page, stage, payment, q }: OrderListFilters): string {
  const params = new URLSearchParams()
  if (stage) params.set("stage", stage)
  if (payment) params.set("payment", payment)
  if (q) params.set("q", q)
  if (page > 1) params.set("page", String(page))
  const search = params.toString()
  return search ? `?${search}` : ""
}
