import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { orderLife } from "@chaka/rules"
import { messages } from "../../../lib/messages"
import { unshippedFulfillments, type LifeOrder } from "./order-life-fields"

export type ValidateCustomerCancelInput = {
  order?: LifeOrder
  order_id: string
  /** The customer canceling: someone else's order is not found. None for an admin. */
  customer_id?: string
  /** What a shipped order's refusal says (the customer's cancel by default; the admin's Delete has its own). */
  shipped_message?: string
}
export type CustomerCancelPlan = { cancel: boolean; fulfillment_ids: string[] }

/**
 * A customer may cancel their order until it ships (orderLife's cancelableByCustomer), and an
 * admin delete (cancel and hide) it as long: a shipped or delivered order → 409. Someone else's order, or none → 404, as GET
 * /store/orders/:id answers. Already canceled → nothing to do (the same answer again). The
 * plan names the packed but unshipped parcels, which Medusa needs canceled first.
 */
export const validateCustomerCancelStep = createStep(
  "validate-customer-cancel",
  ({ order, order_id, customer_id, shipped_message }: ValidateCustomerCancelInput) => {
    if (!order || (customer_id && order.customer_id !== customer_id)) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.orderNotFound(order_id))
    }
    const life = orderLife(order)
    if (life.stage === "canceled") return new StepResponse<CustomerCancelPlan>({ cancel: false, fulfillment_ids: [] })
    if (!life.cancelableByCustomer) throw new MedusaError(MedusaError.Types.CONFLICT, shipped_message ?? messages.orderCannotCancelShipped)
    return new StepResponse<CustomerCancelPlan>({ cancel: true, fulfillment_ids: unshippedFulfillments(order).map((f) => f.id) })
  }
)
