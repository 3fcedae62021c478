import { addToCartWorkflow, createCartWorkflow, deleteLineItemsWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { SHOP } from "../../workflows/shop/rules/identity"
import { dropDeletedProductsStep } from "./steps/drop-deleted-products"
import { planCompatCartStep } from "./steps/plan-compat-cart"
import { resolveCompatItemsStep, type CompatItemInput } from "./steps/resolve-compat-items"

export type SetCompatCartInput = { customer_id: string; email: string; sales_channel_id: string; items: CompatItemInput[] }

/**
 * The original's "save the cart" (PUT /users/carts/{email}): the customer's Medusa shopping cart
 * ends up holding exactly these products and quantities — a new cart when they have none, else
 * the lines that differ removed and the missing ones added. `{ changed }` says whether anything
 * was written. Products deleted since are left out; unknown ones are refused before anything
 * changes.
 */
export const setCompatCartWorkflow = createWorkflow("set-compat-cart", (input: SetCompatCartInput) => {
  const items = resolveCompatItemsStep(dropDeletedProductsStep(input.items))
  const plan = planCompatCartStep(transform({ input, items }, ({ input, items }) => ({ customer_id: input.customer_id, items })))
  const { data: regions } = useQueryGraphStep({ entity: "region", fields: ["id"], filters: { name: SHOP.regionName } })

  when("create-compat-cart", { plan }, ({ plan }) => !plan.cart_id && plan.add.length > 0).then(() => {
    createCartWorkflow.runAsStep({
      input: transform({ input, plan, regions }, ({ input, plan, regions }) => ({
        customer_id: input.customer_id,
        email: input.email,
        region_id: regions[0]?.id,
        sales_channel_id: input.sales_channel_id,
        items: plan.add,
      })),
    })
  })
  when("remove-compat-cart-lines", { plan }, ({ plan }) => !!plan.cart_id && plan.remove_line_ids.length > 0).then(() => {
    deleteLineItemsWorkflow.runAsStep({
      input: transform({ plan }, ({ plan }) => ({ cart_id: plan.cart_id!, ids: plan.remove_line_ids })),
    })
  })
  when("add-compat-cart-lines", { plan }, ({ plan }) => !!plan.cart_id && plan.add.length > 0).then(() => {
    addToCartWorkflow.runAsStep({ input: transform({ plan }, ({ plan }) => ({ cart_id: plan.cart_id!, items: plan.add })) })
  })
  return new WorkflowResponse(transform({ plan }, ({ plan }) => ({ changed: plan.changed })))
})
