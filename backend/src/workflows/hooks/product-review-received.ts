import { createProductReviewWorkflow } from "@chaka/reviews/workflows"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_LIFE_FIELDS, orderLife } from "@chaka/rules"

/**
 * Who may review a product (the reviews plugin asks, POST /store/product-reviews/:id): a customer
 * with an order of theirs containing it whose stage is delivered (@chaka/rules orderLife, the
 * shop's order life: a delivered fulfillment, not canceled). Anything else: not received (403).
 */
createProductReviewWorkflow.hooks.productReceived(async ({ product_id, customer_id }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "items.product_id", ...ORDER_LIFE_FIELDS],
    filters: { customer_id },
  })
  const received = (data as unknown as (Parameters<typeof orderLife>[0] & { items?: ({ product_id?: string | null } | null)[] | null })[]).some(
    (order) => (order.items ?? []).some((item) => item?.product_id === product_id) && orderLife(order).stage === "delivered"
  )
  return new StepResponse({ received })
})
