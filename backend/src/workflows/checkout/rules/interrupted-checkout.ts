import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules, OrderStatus, PaymentSessionStatus } from "@medusajs/framework/utils"
import { deleteOrderWorkflow } from "../../orders/delete-order"
import { finishInterruptedCheckoutWorkflow } from "../../orders/finish-interrupted-checkout"
import { registerRecoveredUsage, revertRecoveredUsage, type RecoveredUsage } from "../../promotions/rules/recovered-usage"
import { isUsageExceeded, orderRefusal, PROMOTION_REFUSALS } from "../../promotions/rules/refusal"

/** What `completeCartWorkflow`'s validate hook is given of the cart (core-flows' completeCartFields). */
export type CompletingCart = {
  id: string
  email?: string | null
  created_at?: Date | string | null
  completed_at?: Date | string | null
  customer?: { id: string } | null
  items?: ({ variant_id?: string | null; quantity: unknown } | null)[] | null
  payment_collection?: { id: string; payment_sessions?: ({ id: string; status?: string | null } | null)[] | null } | null
}

/**
 * Medusa completes a cart in steps that are not one database transaction: the order is created,
 * then linked to the cart, then its stock reserved and its payment authorized. A process killed in
 * between (SIGKILL, OOM, a pulled plug) leaves an order that holds no stock, and the customer's
 * "Place order" never got an answer. When they press it again (the cart's lock is held: this runs
 * in `completeCartWorkflow`'s validate hook):
 * - an order linked to the cart whose payment was never authorized is finished
 *   (finishInterruptedCheckoutWorkflow) and Medusa answers it, as if the first request had;
 *   should its stock be gone meanwhile, it is withdrawn and the customer told (400, out of stock);
 *   its promotion codes are counted as Medusa's completion would have (unless the dead process
 *   counted them: workflows/promotions/rules/recovered-usage.ts), and should a code's last use
 *   have gone to someone else meanwhile, it is withdrawn too (409, promotion_used_up);
 * - an order the dead request created but never linked is withdrawn, and Medusa makes the order
 *   afresh — one order per "Place order", never two.
 */
export async function resumeInterruptedCheckout(container: MedusaContainer, cart: CompletingCart): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: links } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cart.id } })
  const orderId = (links[0] as { order_id?: string } | undefined)?.order_id
  if (!orderId) return withdrawUnlinkedOrders(container, cart)

  const session = cart.payment_collection?.payment_sessions?.find((candidate) => candidate?.id)
  // Authorized is the last thing Medusa does: the cart was completed (a second "Place order").
  if (!session || session.status === PaymentSessionStatus.AUTHORIZED) return
  const { data: orders } = await query.graph({ entity: "order", fields: ["id", "status"], filters: { id: orderId } })
  if (!orders[0] || orders[0].status === OrderStatus.CANCELED) return

  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  logger.warn(`Checkout of cart ${cart.id} was interrupted after order ${orderId} was created; finishing it`)
  let usage: RecoveredUsage | null = null
  try {
    // Its promotion codes counted first, as Medusa's completion does, unless the dead process counted them.
    usage = await registerRecoveredUsage(container, orderId)
    await finishInterruptedCheckoutWorkflow(container).run({ input: { cart_id: cart.id, order_id: orderId, payment_session_id: session.id } })
  } catch (error) {
    if (isUsageExceeded(error)) {
      logger.warn(`Order ${orderId} of the interrupted checkout of cart ${cart.id} carries a promotion used up meanwhile; withdrawing it`)
      await withdrawOrder(container, orderId, cart)
      throw orderRefusal(PROMOTION_REFUSALS.usedUp)
    }
    if (!isOutOfStock(error)) throw error
    logger.warn(`Order ${orderId} of the interrupted checkout of cart ${cart.id} is out of stock now; withdrawing it`)
    await revertRecoveredUsage(container, usage)
    await withdrawOrder(container, orderId, cart)
    throw error
  }
}

/**
 * Orders a dead completion of this cart created but did not link: the customer's pending orders
 * made since the cart was, with exactly the cart's lines, linked to no cart and to no payment
 * collection but the cart's own (a draft order is `is_draft_order` until an admin converts it).
 * Only a registered customer's cart looks: a guest cart's email is anyone's to type, and
 * matching by it would let a stranger withdraw someone else's order. Only orders older than
 * UNLINKED_AFTER_MS: the same customer may be completing another cart with the same lines at
 * this moment, whose order is not linked yet.
 */
async function withdrawUnlinkedOrders(container: MedusaContainer, cart: CompletingCart): Promise<void> {
  if (!cart.customer?.id || !cart.created_at) return
  const owner = { customer_id: cart.customer.id }
  const settled = new Date(Date.now() - UNLINKED_AFTER_MS)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({
    entity: "order",
    fields: ["id", "is_draft_order", "items.*", "cart.id", "payment_collections.id"],
    filters: { ...owner, status: OrderStatus.PENDING, created_at: { $gte: new Date(cart.created_at), $lte: settled } },
  })
  const lines = linesOf(cart.items ?? [])
  const orphans = orders.filter(
    (order) =>
      !order.is_draft_order &&
      !(order as { cart?: { id?: string } | null }).cart?.id &&
      ((order.payment_collections ?? []) as ({ id?: string } | null)[]).every((collection) => collection?.id === cart.payment_collection?.id) &&
      linesOf(order.items ?? []) === lines
  )
  if (!orphans.length) return
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  for (const orphan of orphans) {
    logger.warn(`Order ${orphan.id} was created by an interrupted checkout of cart ${cart.id} and never linked to it; withdrawing it`)
    await withdrawOrder(container, orphan.id, cart)
  }
}

/**
 * An order no customer was ever answered with: canceled (its reservations released) and hidden,
 * its links to the cart and the payment collection dismissed and the cart open again, so the
 * next "Place order" starts afresh.
 */
async function withdrawOrder(container: MedusaContainer, orderId: string, cart: CompletingCart): Promise<void> {
  await deleteOrderWorkflow(container).run({ input: { order_id: orderId } })
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  await link.dismiss({ [Modules.ORDER]: { order_id: orderId }, [Modules.CART]: { cart_id: cart.id } })
  if (cart.payment_collection?.id) {
    await link.dismiss({ [Modules.ORDER]: { order_id: orderId }, [Modules.PAYMENT]: { payment_collection_id: cart.payment_collection.id } })
  }
  if (cart.completed_at) await container.resolve(Modules.CART).updateCarts(cart.id, { completed_at: null })
}

/**
 * A live completion links its order within seconds of creating it. A dead one's retry waits for
 * the dead request's cart lock to lapse (Medusa's 2 minutes, with Redis), so its unlinked order
 * is older than this by then. (Without Redis the lock dies with the process: a retry within
 * this time of the crash makes a second order, and the first stays pending, holding no stock.)
 */
const UNLINKED_AFTER_MS = 100_000

/** A cart's or an order's lines, compared as a set of variant × quantity. */
const linesOf = (items: ({ variant_id?: string | null; quantity: unknown } | null)[]) =>
  items
    .map((item) => `${item?.variant_id}×${Number(item?.quantity)}`)
    .sort()
    .join(",")

/** Medusa's "not enough stock" (the inventory check's code, or the reservation's own message). */
export function isOutOfStock(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return code === MedusaError.Codes.INSUFFICIENT_INVENTORY || (typeof message === "string" && message.startsWith("Not enough stock available for item"))
}
