import { createCartWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { BUY_NOW_PURPOSE } from "@chaka/rules"
import { SHOP } from "../../workflows/shop/rules/identity"
import { placeOrderWorkflow, type DeliveryAddress } from "../../workflows/checkout/place-order"
import { checkOwnEmailStep } from "../../workflows/accounts/steps/check-own-email"
import { removeOrderedCartLinesStep } from "./steps/remove-ordered-cart-lines"
import { resolveCompatItemsStep, type CompatItemInput } from "./steps/resolve-compat-items"

export type PlaceCompatOrderInput = {
  customer_id: string
  auth_identity_id: string
  /** The email the request named, if any: it must be the one the sign-in proved (checkOwnEmailStep). */
  email?: string
  /** The order's email when none was named and the sign-in proved none (a record older than that rule). */
  customer_email: string
  sales_channel_id: string
  /** The delivery address (official spelling when valid); the cart hooks refuse an invalid one. */
  shipping_address: DeliveryAddress
  items: CompatItemInput[]
}

/**
 * The original's "place order" (POST /orders, cash on delivery) as a real Medusa checkout. An
 * email sent must be the caller's own (the shop's email rule: 403); the order carries the email
 * the sign-in proved. Then a cart of its own (marked like a "Buy now" cart, so never the
 * customer's shopping cart) with these products at their Medusa prices, then the shop's one
 * checkout, `placeOrderWorkflow`
 * (workflows/checkout/place-order.ts) — the same workflow the storefront's "Place order" runs,
 * so the same rules in the same hooks: address, Home delivery priced by the shop's fulfillment
 * provider (200 / 250 taka), cash on delivery, stock. Then the products ordered leave the
 * customer's shopping cart, as the original emptied it.
 */
export const placeCompatOrderWorkflow = createWorkflow("place-compat-order", (input: PlaceCompatOrderInput) => {
  const proven = checkOwnEmailStep(transform({ input }, ({ input }) => ({ auth_identity_id: input.auth_identity_id, email: input.email })))
  const email = transform({ proven, input }, ({ proven, input }) => proven ?? input.customer_email)
  const items = resolveCompatItemsStep(input.items)
  const { data: regions } = useQueryGraphStep({ entity: "region", fields: ["id"], filters: { name: SHOP.regionName } }).config({
    name: "compat-order-region",
  })

  const cart = createCartWorkflow.runAsStep({
    input: transform({ input, email, items, regions }, ({ input, email, items, regions }) => ({
      customer_id: input.customer_id,
      email,
      region_id: regions[0]?.id,
      sales_channel_id: input.sales_channel_id,
      items: items.map(({ variant_id, quantity }) => ({ variant_id, quantity })),
      metadata: { purpose: BUY_NOW_PURPOSE, source: "compat-api" },
    })),
  })
  const placed = placeOrderWorkflow.runAsStep({
    input: transform({ cart, input, email }, ({ cart, input, email }) => ({ cart_id: cart.id, email, shipping_address: input.shipping_address })),
  })

  removeOrderedCartLinesStep(transform({ input }, ({ input }) => ({ customer_id: input.customer_id, product_ids: input.items.map((item) => item.product_id) })))
  return new WorkflowResponse(transform({ placed }, ({ placed }) => ({ order_id: placed.order_id })))
})
