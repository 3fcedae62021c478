import {
  addOrderTransactionStep,
  authorizePaymentSessionStep,
  confirmVariantInventoryWorkflow,
  createRemoteLinkStep,
  emitEventStep,
  reserveInventoryStep,
  updateCartsStep,
  useQueryGraphStep,
} from "@medusajs/medusa/core-flows"
import { Modules, OrderWorkflowEvents, ReservationItemWorkflowEvents, EventPriority } from "@medusajs/framework/utils"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"

export type FinishInterruptedCheckoutInput = { cart_id: string; order_id: string; payment_session_id: string }

// What Medusa's inventory confirmation reads of a variant (core-flows' requiredVariantFieldsForInventoryConfirmation).
const VARIANT_INVENTORY = [
  "id",
  "manage_inventory",
  "allow_backorder",
  "inventory_items.variant_id",
  "inventory_items.inventory_item_id",
  "inventory_items.required_quantity",
  "inventory_items.inventory.location_levels.stocked_quantity",
  "inventory_items.inventory.location_levels.reserved_quantity",
  "inventory_items.inventory.location_levels.raw_stocked_quantity",
  "inventory_items.inventory.location_levels.raw_reserved_quantity",
  "inventory_items.inventory.location_levels.location_id",
  "inventory_items.inventory.location_levels.stock_locations.id",
  "inventory_items.inventory.location_levels.stock_locations.sales_channels.id",
].map((field) => `items.variant.${field}`)

type InterruptedOrder = {
  id: string
  sales_channel_id: string | null
  items: { id: string; variant_id: string | null; quantity: number; variant?: { id: string } | null }[]
  payment_collections?: ({ id: string } | null)[] | null
}

/**
 * The rest of Medusa's `completeCartWorkflow` for an order whose completion died with its
 * process (SIGKILL, OOM, a pulled plug) after the order was created: the steps that had not run
 * yet, in the same order and with Medusa's own steps. The order's lines are reserved (stock
 * confirmed first: 400 if it is gone meanwhile), the payment collection linked, the cart marked
 * completed, `order.placed` emitted and the cash-on-delivery session authorized. Run under the
 * cart's lock by the validate hook of `completeCartWorkflow` (workflows/hooks/complete-cart.ts),
 * when the customer presses "Place order" again.
 */
export const finishInterruptedCheckoutWorkflow = createWorkflow("finish-interrupted-checkout", (input: FinishInterruptedCheckoutInput) => {
  const { data: orders } = useQueryGraphStep({
    entity: "order",
    fields: ["id", "sales_channel_id", "items.*", "payment_collections.id", ...VARIANT_INVENTORY],
    filters: { id: input.order_id },
    options: { throwIfKeyNotFound: true },
  })
  const { data: carts } = useQueryGraphStep({
    entity: "cart",
    fields: ["id", "completed_at", "payment_collection.id"],
    filters: { id: input.cart_id },
    options: { throwIfKeyNotFound: true },
  }).config({ name: "interrupted-cart-query" })
  const order = transform({ orders }, ({ orders }) => orders[0] as InterruptedOrder)
  const lineIds = transform({ order }, ({ order }) => order.items.map((item) => item.id))
  // Lines whose reservation was made before the crash keep it; only the others are reserved.
  const { data: reservations } = useQueryGraphStep({
    entity: "reservation",
    fields: ["id", "line_item_id"],
    filters: { line_item_id: lineIds },
  }).config({ name: "interrupted-reservations-query" })

  const toReserve = transform({ order, reservations }, ({ order, reservations }) => {
    const reserved = new Set(reservations.map((reservation: { line_item_id: string | null }) => reservation.line_item_id))
    const items = order.items.filter((item) => !reserved.has(item.id))
    const variants = new Map(items.flatMap((item) => (item.variant ? [[item.variant.id, item.variant] as const] : [])))
    return {
      sales_channel_id: order.sales_channel_id ?? undefined,
      variants: [...variants.values()],
      items: items.map((item) => ({ id: item.id, variant_id: item.variant_id!, quantity: item.quantity })),
    }
  })
  const inventory = confirmVariantInventoryWorkflow.runAsStep({ input: toReserve as any })
  const links = transform({ order, carts }, ({ order, carts }) => {
    const collectionId = carts[0]?.payment_collection?.id
    const linked = (order.payment_collections ?? []).some((collection) => collection?.id === collectionId)
    return collectionId && !linked ? [{ [Modules.ORDER]: { order_id: order.id }, [Modules.PAYMENT]: { payment_collection_id: collectionId } }] : []
  })
  const cartUpdates = transform({ carts }, ({ carts }) => carts.filter((cart) => !cart.completed_at).map((cart) => ({ id: cart.id, completed_at: new Date() })))
  createRemoteLinkStep(links)
  updateCartsStep(cartUpdates)
  const created = reserveInventoryStep(inventory as any)
  emitEventStep({
    eventName: OrderWorkflowEvents.PLACED,
    data: { id: input.order_id },
    options: { priority: EventPriority.CRITICAL },
  })
  emitEventStep({
    eventName: ReservationItemWorkflowEvents.CREATED,
    data: transform({ created, input }, ({ created, input }) =>
      (created ?? []).map((reservation: { id: string }) => ({ id: reservation.id, order_id: input.order_id }))
    ),
  }).config({ name: "emit-reservation-item-created" })

  const payment = authorizePaymentSessionStep({ id: input.payment_session_id })
  addOrderTransactionStep(
    transform({ payment, order }, ({ payment, order }) =>
      (payment?.captures ?? []).map((capture: any) => ({
        order_id: order.id,
        amount: capture.raw_amount ?? capture.amount,
        currency_code: payment!.currency_code,
        reference: "capture",
        reference_id: capture.id,
      }))
    )
  )
  return new WorkflowResponse({ id: input.order_id })
})
