import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { setTimeout as sleep } from "node:timers/promises"
import { assertCartCodesStand, codesOf, readPromotions, type OrderingCart } from "./code-checks"
import { attributeValueOf, type PromotionState } from "./refusal"

// As long as a checkout waits for its cart's lock, and held at most as long (prepare-checkout.ts).
const WAIT_S = 30
const TTL_S = 120
const RETRY_MS = 100

/** What a completion holds: the usage locks of its cart's limited promotions. */
export type HeldUsage = { keys: string[]; ownerId: string }

/** A promotion whose uses are counted against a limit: its own, or its campaign's budget. */
const isLimited = (promotion: PromotionState) =>
  typeof promotion.limit === "number" || Boolean((promotion.campaign?.budget as { limit?: unknown } | null | undefined)?.limit)

const ownerOf = (cartId: string) => `promotion-usage:${cartId}`

/**
 * The lock keys of the limited promotions this cart carries: one per promotion, or per promotion
 * and customer for a one-use-per-customer budget (customers do not wait for each other there).
 */
async function usageKeys(container: MedusaContainer, cart: OrderingCart): Promise<string[]> {
  const codes = codesOf(cart)
  if (!codes.length) return []
  const promotions = await readPromotions(container, codes)
  const user = { customer_id: cart.customer?.id ?? cart.customer_id ?? null, customer_email: cart.email ?? null }
  return [...promotions.values()].filter(isLimited).map((promotion) => {
    const perCustomer = attributeValueOf(promotion, user)
    return `promotion-usage:${promotion.id}${perCustomer ? `:${perCustomer}` : ""}`
  })
}

/**
 * Medusa counts a promotion's use (registerUsageStep, under a row lock: never over the limit)
 * in the same parallel batch of completeCartWorkflow that links the order to the cart and
 * reserves its stock; when that count refuses the last use two carts raced for, Medusa's engine,
 * undoing the batch, can leave the workflow running with the order still linked to the cart and
 * the cart's lock held (seen here: 8 carts racing for 3 uses made a fourth order when the
 * interrupted-checkout recovery later finished it). So the completions of carts carrying the
 * same limited promotion take turns: from the check that the cart's promotions still apply
 * (under this lock the count it reads is the count Medusa will write) to the order's creation,
 * and Medusa's own count then never refuses. A cart without limited promotions takes no lock.
 * Throws the 409 refusal (lock released) when a promotion no longer applies; "busy" (409) when
 * the lock is not had within 30 s.
 */
export async function holdPromotionUsage(container: MedusaContainer, cart: OrderingCart & { id: string }): Promise<HeldUsage | null> {
  const keys = await usageKeys(container, cart)
  const held = keys.length ? { keys, ownerId: ownerOf(cart.id) } : null
  if (held) await acquire(container, held)
  try {
    await assertCartCodesStand(container, cart)
  } catch (error) {
    await releasePromotionUsage(container, held)
    throw error
  }
  return held
}

export async function releasePromotionUsage(container: MedusaContainer, held: HeldUsage | null | undefined): Promise<void> {
  if (held?.keys.length) await container.resolve(Modules.LOCKING).release(held.keys, { ownerId: held.ownerId })
}

/** Once the order's uses are counted: the locks of the cart's limited promotions, by the codes its prices carry. */
export async function releaseOrderPromotionUsage(container: MedusaContainer, cartId: string, cart: OrderingCart): Promise<void> {
  await releasePromotionUsage(container, { keys: await usageKeys(container, cart), ownerId: ownerOf(cartId) })
}

async function acquire(container: MedusaContainer, held: HeldUsage): Promise<void> {
  const locking = container.resolve(Modules.LOCKING)
  const until = Date.now() + WAIT_S * 1000
  for (;;) {
    try {
      await locking.acquire(held.keys, { ownerId: held.ownerId, expire: TTL_S })
      return
    } catch (error) {
      if (Date.now() >= until) {
        // Several keys are taken one by one (Redis): none of them stays held by a turn not had.
        await locking.release(held.keys, { ownerId: held.ownerId }).catch(() => undefined)
        throw error
      }
    }
    await sleep(RETRY_MS)
  }
}
