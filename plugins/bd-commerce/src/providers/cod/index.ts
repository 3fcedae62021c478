import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import CashOnDeliveryProviderService from "./service"

/** Register under the Payment Module as `{ resolve: "@chaka/bd-commerce/providers/cod", id: "cod" }` → `pp_cod_cod`
 * (@chaka/rules: COD_PROVIDER_REGISTRATION_ID, COD_PAYMENT_PROVIDER_ID). */
export default ModuleProvider(Modules.PAYMENT, { services: [CashOnDeliveryProviderService] })
