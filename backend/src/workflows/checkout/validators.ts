import { z } from "@medusajs/framework/zod"
import { COUNTRY_CODE } from "@chaka/rules"
import { FIELD_LIMITS } from "../../lib/http/input-limits"
import { messages } from "../../lib/messages"
import { SHOP_LANGUAGES } from "../../lib/languages/shop-language"
import { limited, requiredText } from "../../lib/http/text-field"

const part = (field: string, max: number) => requiredText(messages.addressFieldRequired(field), field, max)
const name = (field: string) => limited(z.string({ error: messages.addressFieldRequired(field) }).trim(), field, FIELD_LIMITS.personName).optional()

/**
 * POST /store/carts/:id/place-order: where the order goes, the fields of the storefront's address
 * form as a Medusa address (province = division, city = district, address_2 = thana, address_1 =
 * road or village). Whether they make a Bangladeshi address is bd-commerce's rule, checked in
 * the cart's hooks. No email: the order's is the one the customer's sign-in proved. `locale`
 * ("bn" or "en", optional): the language the order is placed in, kept as Medusa's cart and order
 * `locale`; the customer is told about the order in it unless they chose a language for their
 * account (workflows/notifications/rules/send.ts, noticeLanguage). `expected_total` (optional): the total the
 * checkout page showed; a cart whose total is now another is refused (workflows/checkout/steps/confirm-cart-total.ts).
 */
export const StorePlaceOrder = z.object({
  shipping_address: z.object(
    {
      first_name: name("first_name"),
      last_name: name("last_name"),
      province: part("province", FIELD_LIMITS.addressLine),
      city: part("city", FIELD_LIMITS.addressLine),
      address_2: part("address_2", FIELD_LIMITS.addressLine),
      address_1: part("address_1", FIELD_LIMITS.addressLine),
      phone: part("phone", FIELD_LIMITS.phone),
      country_code: z.literal(COUNTRY_CODE, { error: messages.deliveryInBangladeshOnly }).optional(),
    },
    { error: messages.addressFieldRequired("shipping_address") }
  ),
  locale: z.enum(SHOP_LANGUAGES, { error: messages.checkoutLanguageInvalid }).optional(),
  /** The total the shopper was shown (lines, discounts, delivery): the order is refused (409) if the cart's is another. */
  expected_total: z
    .number({ error: messages.checkoutTotalInvalid })
    .int({ error: messages.checkoutTotalInvalid })
    .min(0, { error: messages.checkoutTotalInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: messages.checkoutTotalInvalid })
    .optional(),
})
export type StorePlaceOrder = z.infer<typeof StorePlaceOrder>
