import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { retrieveTransformQueryConfig as storeOrderFields } from "@medusajs/medusa/api/store/orders/query-config"
import { StoreGetOrderParams } from "@medusajs/medusa/api/store/orders/validators"
import { retrieveTransformQueryConfig as storeCartFields } from "@medusajs/medusa/api/store/carts/query-config"
import { StoreGetCartsCart } from "@medusajs/medusa/api/store/carts/validators"
import { forgets } from "@chaka/kit"
import { onEach } from "../../../lib/http/route-declarations"
import { validateBody } from "../../../lib/http/validate-body"
import { codesOnStartedCarts, limitCartEmails, limitPromotionCodes } from "../../utils/cart-throttles"
import { fromParam, lineOfCart, ownedBy, requireCustomer, visitorCartStart } from "../../utils/owned-by"
import { StoreBkashReturn } from "./[id]/bkash/return/validators"
import { StorePlaceOrder } from "../../../workflows/checkout/validators"

const ownCart = ownedBy("cart", fromParam)
const ownOrVisitorCart = ownedBy("cart", fromParam, { visitorCarts: true })
const orderedCart = ownedBy("cart", fromParam, { ordering: true })

/** The order as the checkout's answer carries it (Medusa's store fields of an order). */
const orderAnswer = validateAndTransformQuery(StoreGetOrderParams, storeOrderFields)
/** The cart as Medusa's store cart routes answer it (with their `fields` parameter). */
const cartAnswer = validateAndTransformQuery(StoreGetCartsCart, storeCartFields)

/** Placing an order: by cash on delivery, or starting and finishing a bKash payment. */
const ORDERING = ["/store/carts/:id/complete", "/store/carts/:id/place-order", "/store/carts/:id/bkash", "/store/carts/:id/bkash/return"]

/**
 * Carts: Medusa's routes and the shop's checkout (place-order, bKash). A guest's cart (issues 40,
 * 54): anyone may start one (Medusa links it to the signed-in customer, if any); an open guest
 * cart is read, filled and taken to checkout (email, addresses, delivery, payment) by whoever
 * holds its id, and becomes a customer's through Medusa's POST /store/carts/:id/customer or the
 * storefront's POST /store/customers/me/cart/claim. Placing the order needs its own signed-in
 * customer; the delivery preview and taxes stay the owner's.
 */
export const storeCartsMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/store/carts", middlewares: [visitorCartStart, codesOnStartedCarts] },
  { method: ["GET", "POST"], matcher: "/store/carts/:id", middlewares: [ownOrVisitorCart] },
  { matcher: "/store/carts/:id/line-items", middlewares: [ownOrVisitorCart] },
  { matcher: "/store/carts/:id/line-items/:line_id", middlewares: [ownOrVisitorCart, lineOfCart] },
  { matcher: "/store/carts/:id/shipping-methods", middlewares: [ownOrVisitorCart] },
  // Codes as Medusa's update takes them (promo_codes): their rules are the promotion hooks'; a cart's code is re-checked when it is ordered.
  { matcher: "/store/carts/:id/promotions", middlewares: [ownOrVisitorCart, limitPromotionCodes] },
  // Emails typed on a cart (each may become a guest customer) and codes tried, limited per cart (api/utils/cart-throttles.ts).
  { method: ["POST"], matcher: "/store/carts/:id", middlewares: [limitCartEmails, limitPromotionCodes] },
  // The transfer (workflows/cart/transfer-cart.ts): a signed-in customer takes an open guest cart.
  { method: ["POST"], matcher: "/store/carts/:id/customer", middlewares: [requireCustomer, ownOrVisitorCart] },
  ...ORDERING.map((matcher) => ({ matcher, middlewares: [orderedCart] })),
  ...["/store/carts/:id/delivery", "/store/carts/:id/taxes"].map((matcher) => ({ matcher, middlewares: [ownCart] })),
  { method: ["POST"], matcher: "/store/carts/:id/place-order", middlewares: [validateBody(StorePlaceOrder), orderAnswer] },
  // The checkout's delivery preview: the address and Home delivery on the cart before the order (its totals then include delivery promotions).
  { method: ["POST"], matcher: "/store/carts/:id/delivery", middlewares: [validateBody(StorePlaceOrder), cartAnswer] },
  { method: ["POST"], matcher: "/store/carts/:id/bkash", middlewares: [validateBody(StorePlaceOrder), orderAnswer] },
  { method: ["POST"], matcher: "/store/carts/:id/bkash/return", middlewares: [validateBody(StoreBkashReturn), orderAnswer] },
  // A shopper's cart and payment are shown nowhere public. Placing an order forgets the pages of
  // the products it bought (named in the order it answers); the listings when one sells out, by
  // its order.placed event.
  ...onEach(["/store/carts", "/store/carts/*"], [forgets([])]),
  ...onEach(ORDERING, [forgets([], { bought: true })], ["POST"]),
]
