import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import BkashPaymentProviderService from "./service"

export type { BkashOptions } from "./options"
export type { BkashSessionData, BkashRefund } from "./service"

/** Register under the Payment Module as `{ resolve: "@chaka/bd-commerce/providers/bkash", id: "bkash", options }`
 * → `pp_bkash_bkash` (@chaka/rules: BKASH_PROVIDER_REGISTRATION_ID, BKASH_PAYMENT_PROVIDER_ID). */
export default ModuleProvider(Modules.PAYMENT, { services: [BkashPaymentProviderService] })
