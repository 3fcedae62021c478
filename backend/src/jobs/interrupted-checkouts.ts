import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, OrderStatus, PaymentSessionStatus } from "@medusajs/framework/utils"
import { isOutOfStock, resumeInterruptedCheckout, type CompletingCart } from "../workflows/checkout/rules/interrupted-checkout"

/** Older than the cart lock of the dead request (Medusa's 2 minutes), so no live completion is met. */
const SETTLED_MS = 5 * 60_000
/** Looked back over: a week of orders, so a worker down for days still catches up. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60_000

/**
 * A checkout whose process died after the order was created (workflows/checkout/rules/interrupted-checkout.ts) is
 * finished when its customer presses "Place order" again; one whose customer never came back
 * would stay a pending order holding no stock. Every 5 minutes the worker finishes those itself,
 * under the cart's lock, exactly as the retry would — or withdraws the order when its stock is
 * gone meanwhile.
 */
export default async function interruptedCheckouts(container: MedusaContainer) {
  await finishInterruptedCheckouts(container, new Date(Date.now() - SETTLED_MS))
}

export async function finishInterruptedCheckouts(container: MedusaContainer, before: Date): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({
    entity: "order",
    fields: ["id", "cart.id", "cart.payment_collection.payment_sessions.status"],
    filters: { status: OrderStatus.PENDING, created_at: { $gte: new Date(before.getTime() - LOOK_BACK_MS), $lte: before } },
  })
  const interrupted = orders.flatMap((order) => {
    const cart = (order as { cart?: { id: string; payment_collection?: { payment_sessions?: { status: string }[] } | null } | null }).cart
    const sessions = cart?.payment_collection?.payment_sessions ?? []
    return cart && sessions.length && !sessions.some((session) => session.status === PaymentSessionStatus.AUTHORIZED) ? [cart.id] : []
  })
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const locking = container.resolve(Modules.LOCKING)
  for (const cartId of interrupted) {
    try {
      // The key `completeCartWorkflow` locks: no "Place order" of this cart runs meanwhile.
      await locking.execute(cartId, async () => resumeInterruptedCheckout(container, await completingCart(container, cartId)), { timeout: 30 })
    } catch (error) {
      if (!isOutOfStock(error)) logger.error(`Could not finish the interrupted checkout of cart ${cartId}: ${(error as Error).message}`)
    }
  }
  return interrupted
}

async function completingCart(container: MedusaContainer, cartId: string): Promise<CompletingCart> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "cart",
    fields: [
      "id",
      "email",
      "created_at",
      "completed_at",
      "customer.id",
      "items.variant_id",
      "items.quantity",
      "payment_collection.id",
      "payment_collection.payment_sessions.*",
    ],
    filters: { id: cartId },
  })
  return data[0] as CompletingCart
}

export const config = { name: "interrupted-checkouts", schedule: "*/5 * * * *" }
