import { z } from "@medusajs/framework/zod"
import { FIELD_LIMITS } from "../../../lib/http/input-limits"
import { messages } from "../../../lib/messages"
import { ORDER_PAYMENTS, ORDER_STAGES } from "../../../workflows/orders/list/shop-order-list"
import { MAX_LIST_LIMIT } from "../shop-products/validators"

/** The furthest an admin can page into the order list (far beyond any shop's orders). */
export const MAX_ORDER_LIST_OFFSET = 10_000_000

/** A whole number written in digits only (no sign, point or exponent), from min to max; empty = not given. */
const whole = (min: number, max: number, fallback: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\s*\d{0,9}\s*$/, message)
    .transform((text) => (text.trim() === "" ? fallback : Number(text)))
    .refine((n) => n >= min && n <= max, message)
    .optional()
    .transform((n) => n ?? fallback)

/** An optional choice; `?stage=` (empty, as a form sends "all") means not given. */
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.enum(values, { error: message }).optional())

/**
 * GET /admin/shop-orders?stage=&payment=&q=&limit=&offset=: the shop's stage (placed, approved,
 * shipped, delivered, canceled), cod or bkash, a search (order number, phone, name or email),
 * 20 a page unless asked.
 */
export const ShopOrderListQuery = z.strictObject(
  {
    stage: choice(ORDER_STAGES, messages.shopOrdersStageInvalid(ORDER_STAGES)),
    payment: choice(ORDER_PAYMENTS, messages.shopOrdersPaymentInvalid),
    q: z
      .string({ error: messages.shopOrdersSearchInvalid(FIELD_LIMITS.searchText) })
      .max(FIELD_LIMITS.searchText, messages.shopOrdersSearchInvalid(FIELD_LIMITS.searchText))
      // eslint-disable-next-line no-control-regex
      .regex(/^[^\u0000-\u001f\u007f]*$/, messages.shopOrdersSearchInvalid(FIELD_LIMITS.searchText))
      .transform((text) => text.trim() || undefined)
      .optional(),
    limit: whole(1, MAX_LIST_LIMIT, 20, messages.shopListLimitInvalid(MAX_LIST_LIMIT)),
    offset: whole(0, MAX_ORDER_LIST_OFFSET, 0, messages.shopOrdersOffsetInvalid(MAX_ORDER_LIST_OFFSET)),
  },
  { error: messages.shopOrdersQueryUnknown }
)
export type ShopOrderListQuery = z.infer<typeof ShopOrderListQuery>
