import type { ComputeActionContext, MedusaContainer } from "@medusajs/framework/types"
import { ComputedActions, Modules, PromotionActions } from "@medusajs/framework/utils"
import {
  applyRefusal,
  attributeValueOf,
  orderRefusal,
  PROMOTION_REFUSALS,
  refusalOf,
  type CodeUser,
  type PromotionRefusal,
  type PromotionState,
} from "./refusal"

/** Longer than any code an admin can sensibly type: refused as unknown without a query. */
export const MAX_CODE_LENGTH = 100

type BudgetUsageService = {
  listCampaignBudgetUsages(filters: { budget_id: string; attribute_value: string }, config?: Record<string, unknown>): Promise<{ used: unknown }[]>
}

/** The promotions with these codes, with their campaign and budget (deleted ones are unknown). */
export async function readPromotions(container: MedusaContainer, codes: string[]): Promise<Map<string, PromotionState & { id: string }>> {
  const wanted = [...new Set(codes.filter((code) => code.length <= MAX_CODE_LENGTH))]
  if (!wanted.length) return new Map()
  const promotions = await container
    .resolve(Modules.PROMOTION)
    .listPromotions({ code: wanted }, { relations: ["campaign", "campaign.budget", "application_method"] })
  return new Map(promotions.map((promotion) => [promotion.code as string, promotion as unknown as PromotionState & { id: string }]))
}

/** How many times this customer has used a "use by attribute" (one use per customer) promotion. */
async function usedBy(container: MedusaContainer, promotion: PromotionState | undefined, user: CodeUser): Promise<number> {
  const budget = promotion?.campaign?.budget as { id?: string } | null | undefined
  const value = attributeValueOf(promotion, user)
  if (!budget?.id || !value) return 0
  const service = container.resolve(Modules.PROMOTION) as unknown as BudgetUsageService
  const [usage] = await service.listCampaignBudgetUsages({ budget_id: budget.id, attribute_value: value })
  return Number((usage?.used as { numeric?: unknown } | undefined)?.numeric ?? usage?.used ?? 0)
}

/** The first reason one of these codes cannot be used now by this user, if any. */
export async function firstRefusal(container: MedusaContainer, codes: string[], user: CodeUser): Promise<{ code: string; refusal: PromotionRefusal } | null> {
  const promotions = await readPromotions(container, codes)
  const now = Date.now()
  for (const code of codes) {
    const promotion = promotions.get(code)
    const refusal = refusalOf(promotion, now, await usedBy(container, promotion, user))
    if (refusal) return { code, refusal }
  }
  return null
}

/** What updateCartPromotionsWorkflow's validate hook is given. */
export type ApplyCodesInput = { promo_codes?: string[]; action?: string }
export type ApplyCodesCart = ComputeActionContext & {
  id: string
  email?: string | null
  customer?: { id: string } | null
  promotions?: ({ code?: string | null } | null)[] | null
}

/**
 * A code a shopper adds to their cart (POST /store/carts/:id/promotions, or any caller of
 * updateCartPromotionsWorkflow) is refused with its reason before anything is written (400):
 * unknown, not active, not started, ended, used up, already used by this customer, applying to
 * nothing in this cart (Medusa's own computeActions, the engine that then applies it, asked for
 * this code alone), or a delivery discount on a cart without Home delivery yet (the checkout's
 * delivery preview adds it). Codes already on the cart are not asked again: Medusa's refresh of
 * a cart (after every change) re-applies them, and drops one that stopped applying — ordering
 * then refuses the cart (assertCartCodesStand, assertNoCodeDropped) rather than charge another
 * total. A code applied twice is answered like the first time.
 */
export async function assertCodesApply(container: MedusaContainer, input: ApplyCodesInput, cart: ApplyCodesCart): Promise<void> {
  if ((input.action ?? PromotionActions.ADD) === PromotionActions.REMOVE) return
  const onCart = new Set((cart.promotions ?? []).map((promotion) => promotion?.code).filter(Boolean))
  const added = [...new Set(input.promo_codes ?? [])].filter((code) => !onCart.has(code))
  if (!added.length) return
  const user = { customer_id: cart.customer?.id ?? null, customer_email: cart.email ?? null }
  const refused = await firstRefusal(container, added, user)
  if (refused) throw applyRefusal(refused.refusal, refused.code)

  const promotionService = container.resolve(Modules.PROMOTION)
  for (const code of added) {
    const actions = await promotionService.computeActions([code], cart, { prevent_auto_promotions: true })
    const mine = actions.filter((action) => (action as { code?: string }).code === code)
    if (mine.some((action) => action.action === ComputedActions.PROMOTION_LIMIT_EXCEEDED || action.action === ComputedActions.CAMPAIGN_BUDGET_EXCEEDED)) {
      throw applyRefusal(PROMOTION_REFUSALS.usedUp, code)
    }
    const applies = mine.some(
      (action) => action.action === ComputedActions.ADD_ITEM_ADJUSTMENT || action.action === ComputedActions.ADD_SHIPPING_METHOD_ADJUSTMENT
    )
    if (applies) continue
    const onDelivery = (await readPromotions(container, [code])).get(code)?.application_method?.target_type === "shipping_methods"
    const noDelivery = !((cart as { shipping_methods?: unknown[] | null }).shipping_methods ?? []).length
    throw applyRefusal(onDelivery && noDelivery ? PROMOTION_REFUSALS.needsDelivery : PROMOTION_REFUSALS.notApplicable, code)
  }
}

/** A cart as ordering sees it: the codes its lines and delivery carry. */
export type OrderingCart = {
  email?: string | null
  customer_id?: string | null
  customer?: { id: string } | null
  items?: ({ adjustments?: ({ code?: string | null } | null)[] | null } | null)[] | null
  shipping_methods?: ({ adjustments?: ({ code?: string | null } | null)[] | null } | null)[] | null
}

/** The promotion codes a cart's prices carry (codes and automatic promotions alike). */
export function codesOf(cart: OrderingCart): string[] {
  const adjustments = [...(cart.items ?? []), ...(cart.shipping_methods ?? [])].flatMap((line) => line?.adjustments ?? [])
  return [...new Set(adjustments.map((adjustment) => adjustment?.code).filter((code): code is string => typeof code === "string" && code !== ""))]
}

/**
 * Every promotion a cart's prices carry must still apply when it becomes an order: one that
 * ended, was deactivated, is used up or was already used by this customer is refused (409, its
 * reason and the code): nothing is ordered, never at a total other than the one shown. Medusa's
 * completion would keep the discount of an ended campaign (it copies the cart's adjustments and
 * registers no usage for it).
 */
export async function assertCartCodesStand(container: MedusaContainer, cart: OrderingCart): Promise<void> {
  const codes = codesOf(cart)
  if (!codes.length) return
  const user = { customer_id: cart.customer?.id ?? cart.customer_id ?? null, customer_email: cart.email ?? null }
  const refused = await firstRefusal(container, codes, user)
  if (refused) throw orderRefusal(refused.refusal, refused.code)
}

/**
 * A code the cart carried before the checkout refreshed it (address, Home delivery) that its
 * prices no longer carry: Medusa dropped it without a word (used up meanwhile, or the cart no
 * longer qualifies at its address). Refused with the reason (409), never ordered at the new total.
 */
export async function assertNoCodeDropped(container: MedusaContainer, before: string[], cart: OrderingCart): Promise<void> {
  const now = new Set(codesOf(cart))
  const dropped = before.filter((code) => !now.has(code))
  if (!dropped.length) return
  const user = { customer_id: cart.customer?.id ?? cart.customer_id ?? null, customer_email: cart.email ?? null }
  const refused = await firstRefusal(container, dropped, user)
  throw orderRefusal(refused?.refusal ?? PROMOTION_REFUSALS.notApplicable, refused?.code ?? dropped[0])
}
