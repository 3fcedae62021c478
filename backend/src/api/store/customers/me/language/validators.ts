import { z } from "@medusajs/framework/zod"
import { SHOP_LANGUAGES } from "../../../../../lib/languages/shop-language"
import { messages } from "../../../../../lib/messages"

/** POST /store/customers/me/language: `{ "locale": "bn" }` or `{ "locale": "en" }`, nothing else. */
export const StoreCustomerLanguage = z.strictObject(
  { locale: z.enum(SHOP_LANGUAGES, { error: messages.customerLanguageInvalid }) },
  { error: messages.customerLanguageInvalid }
)
export type StoreCustomerLanguage = z.infer<typeof StoreCustomerLanguage>
