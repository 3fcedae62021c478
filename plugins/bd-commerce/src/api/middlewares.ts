import { defineMiddlewares, validateAndTransformBody } from "@medusajs/framework/http"
import { AdminSetDeliveryDays } from "./validators"
import { spellCartShippingAddress, spellCustomerAddress } from "./utils/official-spelling"

/**
 * Bangladeshi addresses sent to the store API are stored in official spelling. (Whether an
 * address is accepted at all is decided by the workflow hooks: see lib/address-rules.)
 */
export default defineMiddlewares({
  routes: [
    { method: ["POST"], matcher: "/store/carts", middlewares: [spellCartShippingAddress] },
    { method: ["POST"], matcher: "/store/carts/:id", middlewares: [spellCartShippingAddress] },
    { method: ["POST"], matcher: "/store/customers/me/addresses", middlewares: [spellCustomerAddress] },
    { method: ["POST"], matcher: "/store/customers/me/addresses/:address_id", middlewares: [spellCustomerAddress] },
    // /admin/* is already restricted to signed-in admin users by Medusa.
    { method: ["POST"], matcher: "/admin/delivery-days", middlewares: [validateAndTransformBody(AdminSetDeliveryDays)] },
  ],
})
