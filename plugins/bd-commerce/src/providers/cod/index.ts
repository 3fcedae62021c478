import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import CashOnDeliveryProviderService from "./service"

/** Register under the Payment Module as `{ resolve: "@chaka/bd-commerce/providers/cod", id: "cod" }` → `pp_cod_cod`. */
export default ModuleProvider(Modules.PAYMENT, { services: [CashOnDeliveryProviderService] })
