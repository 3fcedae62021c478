import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import HomeDeliveryProviderService from "./service"

/**
 * Register under the Fulfillment Module as
 * `{ resolve: "@chaka/bd-commerce/providers/home-delivery", id: "home-delivery", options }` →
 * `home-delivery_home-delivery` (@chaka/rules: HOME_DELIVERY_PROVIDER_REGISTRATION_ID,
 * HOME_DELIVERY_FULFILLMENT_PROVIDER_ID, DELIVERY_RATE); options: standard_amount, large_order_amount, large_order_threshold.
 */
export default ModuleProvider(Modules.FULFILLMENT, { services: [HomeDeliveryProviderService] })
