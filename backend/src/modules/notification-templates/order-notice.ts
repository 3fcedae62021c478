import { z } from "@medusajs/framework/zod"
import { SHOP_LANGUAGES } from "../../lib/languages/shop-language"

const amount = z.number().nonnegative()
const text = (max: number) => z.string().max(max)
const optionalText = (max: number) => text(max).nullish()
// Only a web page: a javascript: or data: link in a mail's button would run or mislead.
const webLink = z.url({ protocol: /^https?$/, error: "must be an http or https link" }).max(2_000)

/**
 * What an order's notification needs, built by the sender from Medusa's order (amounts in whole
 * taka, as Medusa v2 stores BDT) and checked again at render time: the subscriber and the
 * template are written apart, and a mail with "undefined" in it must not reach a customer.
 */
export const OrderNoticeData = z.object({
  /** The number customers see (Medusa's display_id). */
  orderNumber: z.union([z.number().int().nonnegative(), z.string().regex(/^[A-Za-z0-9-]{1,20}$/, "must be 1 to 20 letters, digits or dashes")]),
  /** Empty when the customer gave no name: the greeting then has none. */
  customerName: text(200),
  items: z
    .array(z.object({ title: text(500).min(1), quantity: z.number().int().positive(), total: amount }))
    .min(1)
    .max(500),
  subtotal: amount,
  /** The delivery charge (200 or 250 ৳; 0 when a promotion made it free). */
  delivery: amount,
  /**
   * What promotions took off the products (Medusa's item_subtotal − item_total); a free or cheaper
   * delivery shows in `delivery` instead. Absent or 0: no discount line.
   */
  discount: amount.optional(),
  /** The codes the customer entered that gave the discount (automatic promotions have none). */
  discountCodes: z.array(text(64).min(1)).max(20).optional(),
  /** What the customer pays the rider: subtotal − discount + delivery. */
  total: amount,
  /** The order's page in the storefront (/my-account/my-order/:id). */
  orderUrl: webLink,
  courier: optionalText(200),
  trackingNumber: optionalText(200),
  /** The delivery address as one or more lines. */
  address: optionalText(2_000),
  /** The payment method as the customer knows it ("Cash on delivery"), in the notification's language. */
  paymentMethod: text(100).optional(),
  /** How to reach the shop, as the owner set it (workflows/shop/rules/shop-identity.ts): the mail's footer says it. */
  shopContact: optionalText(300),
  /** The customer's language (workflows/accounts/rules/language.ts); English when absent (notifications stored before it). */
  language: z.enum(SHOP_LANGUAGES).optional(),
})
export type OrderNoticeData = z.infer<typeof OrderNoticeData>

/** What the password reset mail needs: the storefront's link with the token (workflows/accounts/rules/password-reset.ts). */
export const PasswordResetData = z.object({ url: webLink, language: z.enum(SHOP_LANGUAGES).optional() })
export type PasswordResetData = z.infer<typeof PasswordResetData>
