import { defineMiddlewares } from "@medusajs/framework/http"
import { checkCartShippingAddress, checkCustomerAddress } from "./utils/check-address"

/** Bangladeshi addresses are checked wherever the store API saves one. */
export default defineMiddlewares({
  routes: [
    { method: ["POST"], matcher: "/store/carts", middlewares: [checkCartShippingAddress] },
    { method: ["POST"], matcher: "/store/carts/:id", middlewares: [checkCartShippingAddress] },
    { method: ["POST"], matcher: "/store/customers/me/addresses", middlewares: [checkCustomerAddress] },
    { method: ["POST"], matcher: "/store/customers/me/addresses/:address_id", middlewares: [checkCustomerAddress] },
  ],
})
