import {
  addShippingMethodToCartWorkflow,
  completeCartWorkflow,
  createCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  useQueryGraphStep,
} from "@medusajs/medusa/core-flows"
import { MedusaError } from "@medusajs/framework/utils"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { BUY_NOW_PURPOSE } from "@chaka/rules"
import { messages } from "../../lib/messages"
import { SHOP } from "../../lib/shop"
import { removeOrderedCartLinesStep } from "./steps/remove-ordered-cart-lines"
import { resolveCompatItemsStep, type CompatItemInput } from "./steps/resolve-compat-items"

export type PlaceCompatOrderInput = {
  customer_id: string
  email: string
  sales_channel_id: string
  /** The delivery address (official spelling when valid); the cart hooks refuse an invalid one. */
  shipping_address: {
    first_name?: string
    last_name?: string
    province: string
    city: string
    address_2: string
    address_1: string
    phone: string
  }
  items: CompatItemInput[]
}

/**
 * The original's "place order" (POST /orders, cash on delivery) as a real Medusa checkout: a
 * cart of its own (marked like a "Buy now" cart, so never the customer's shopping cart) with
 * these products at their Medusa prices, the address, Home delivery priced by the shop's
 * fulfillment provider (200 / 250 taka), a cash-on-delivery payment session, then completed.
 * Stock is checked by Medusa when the cart is created and reserved when it is completed.
 *
 * The rules are the ones every checkout meets, in the hooks of Medusa's workflows run here
 * (src/workflows/hooks): whole quantities and a Bangladeshi address when the cart is created,
 * and the cash-on-delivery checkout (address, Home delivery, cash on delivery) when it is
 * completed — the same completeCartWorkflow the storefront's "Place order" runs. Then the
 * products ordered leave the customer's shopping cart, as the original emptied it.
 */
export const placeCompatOrderWorkflow = createWorkflow("place-compat-order", (input: PlaceCompatOrderInput) => {
  const items = resolveCompatItemsStep(input.items)
  const { data: regions } = useQueryGraphStep({ entity: "region", fields: ["id"], filters: { name: SHOP.regionName } }).config({
    name: "compat-order-region",
  })
  const { data: options } = useQueryGraphStep({
    entity: "shipping_option",
    fields: ["id"],
    filters: { name: SHOP.delivery.optionName },
  }).config({ name: "compat-order-home-delivery" })

  const cart = createCartWorkflow.runAsStep({
    input: transform({ input, items, regions }, ({ input, items, regions }) => ({
      customer_id: input.customer_id,
      email: input.email,
      region_id: regions[0]?.id,
      sales_channel_id: input.sales_channel_id,
      shipping_address: { ...input.shipping_address, country_code: SHOP.countryCode },
      items: items.map(({ variant_id, quantity }) => ({ variant_id, quantity })),
      metadata: { purpose: BUY_NOW_PURPOSE, source: "compat-api" },
    })),
  })
  addShippingMethodToCartWorkflow.runAsStep({
    input: transform({ cart, options }, ({ cart, options }) => {
      if (!options[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.compatShopNotSetUp)
      return { cart_id: cart.id, options: [{ id: options[0].id as string }] }
    }),
  })
  const collection = createPaymentCollectionForCartWorkflow.runAsStep({ input: transform({ cart }, ({ cart }) => ({ cart_id: cart.id })) })
  createPaymentSessionsWorkflow.runAsStep({
    input: transform({ collection, input }, ({ collection, input }) => ({
      payment_collection_id: collection.id,
      provider_id: SHOP.paymentProviderId,
      customer_id: input.customer_id,
    })),
  })
  const order = completeCartWorkflow.runAsStep({ input: transform({ cart }, ({ cart }) => ({ id: cart.id })) })

  removeOrderedCartLinesStep(transform({ input }, ({ input }) => ({ customer_id: input.customer_id, product_ids: input.items.map((item) => item.product_id) })))
  return new WorkflowResponse(transform({ order }, ({ order }) => ({ order_id: order.id })))
})
