import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, OrderStatus } from "@medusajs/framework/utils"

type Adjusted = { adjustments?: ({ code?: string | null; amount?: unknown } | null)[] | null } | null
type RecoveredOrder = { id: string; customer_id?: string | null; email?: string | null; items?: Adjusted[] | null; shipping_methods?: Adjusted[] | null }
type Promotion = {
  id: string
  code: string | null
  limit?: number | null
  used?: number | null
  campaign_id?: string | null
  campaign?: { id: string; budget?: { id: string; type: string; used?: unknown; attribute?: string | null } | null } | null
}
type BudgetUsageService = {
  listCampaignBudgetUsages(filters: { budget_id: string; attribute_value: string }): Promise<{ used: unknown }[]>
}

const numberOf = (value: unknown) => Number((value as { numeric?: unknown } | null)?.numeric ?? value ?? 0)

/**
 * The promotion usage of an order whose checkout died half-way, as Medusa's completion would have
 * registered it (its registerUsage step runs beside the step that links the order to the cart, so
 * a dead process may have linked the order and not counted its codes, or counted them too).
 * Counted from the record: a promotion whose count is below the number of live orders that carry
 * it (Medusa links each order to its cart's promotions) is missing this order's use, which
 * Medusa's registerUsage then registers — under its row lock, refusing a use over the limit
 * ("Promotion usage exceeds the limit."). A count already there is left alone. Usage budgets
 * and one-use-per-customer budgets are counted the same way; spend budgets are not (a spend
 * cannot be told from the orders alone). Returns what it registered, for revertRecoveredUsage.
 */
export async function registerRecoveredUsage(container: MedusaContainer, orderId: string): Promise<RecoveredUsage | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "customer_id",
      "email",
      "items.adjustments.code",
      "items.adjustments.amount",
      "shipping_methods.adjustments.code",
      "shipping_methods.adjustments.amount",
    ],
    filters: { id: orderId },
  })
  const order = data[0] as RecoveredOrder | undefined
  if (!order) return null
  const actions = [...(order.items ?? []), ...(order.shipping_methods ?? [])]
    .flatMap((line) => line?.adjustments ?? [])
    .filter((adjustment): adjustment is { code: string; amount: unknown } => typeof adjustment?.code === "string" && adjustment.code !== "")
    .map((adjustment) => ({ code: adjustment.code, amount: numberOf(adjustment.amount) }))
  if (!actions.length) return null

  const promotionService = container.resolve(Modules.PROMOTION)
  const codes = [...new Set(actions.map((action) => action.code))]
  const promotions = (await promotionService.listPromotions({ code: codes }, { relations: ["campaign", "campaign.budget"] })) as unknown as Promotion[]
  const missing: string[] = []
  for (const promotion of promotions) {
    if (promotion.code && (await useMissing(container, promotion, order))) missing.push(promotion.code)
  }
  if (!missing.length) return null
  const usage = {
    actions: actions.filter((action) => missing.includes(action.code)),
    context: { customer_id: order.customer_id ?? null, customer_email: order.email ?? null },
  }
  await promotionService.registerUsage(usage.actions, usage.context)
  return usage
}

export type RecoveredUsage = { actions: { code: string; amount: number }[]; context: { customer_id: string | null; customer_email: string | null } }

/** The use registered for a recovered order that was withdrawn after all (its stock gone meanwhile). */
export async function revertRecoveredUsage(container: MedusaContainer, usage: RecoveredUsage | null): Promise<void> {
  if (usage) await container.resolve(Modules.PROMOTION).revertUsage(usage.actions, usage.context)
}

/** Whether the count of this promotion (or its campaign's budget) is short of the live orders that carry it. */
async function useMissing(container: MedusaContainer, promotion: Promotion, order: RecoveredOrder): Promise<boolean> {
  const budget = promotion.campaign?.budget
  if (typeof promotion.limit === "number") return (promotion.used ?? 0) < (await liveOrdersCarrying(container, [promotion.id])).length
  if (!budget) return false
  if (budget.type === "usage") {
    const campaignPromotions = await container.resolve(Modules.PROMOTION).listPromotions({ campaign: { id: [promotion.campaign!.id] } }, { select: ["id"] })
    // Medusa counts a usage budget once per promotion of the campaign an order carries.
    return (
      numberOf(budget.used) <
      (
        await liveOrdersCarrying(
          container,
          campaignPromotions.map((item) => item.id)
        )
      ).length
    )
  }
  if (budget.type === "use_by_attribute" && budget.attribute) {
    const value = budget.attribute === "customer_id" ? order.customer_id : budget.attribute === "customer_email" ? order.email : null
    if (!value) return false
    const service = container.resolve(Modules.PROMOTION) as unknown as BudgetUsageService
    const [usage] = await service.listCampaignBudgetUsages({ budget_id: budget.id, attribute_value: value })
    const theirs = (await liveOrdersCarrying(container, [promotion.id])).filter((carrying) =>
      budget.attribute === "customer_id" ? carrying.customer_id === value : carrying.email === value
    )
    return numberOf(usage?.used) < theirs.length
  }
  return false
}

type Carrying = { id: string; customer_id?: string | null; email?: string | null }

/** Each (order, promotion) link of these promotions (Medusa links them at completion) whose order is not canceled. */
async function liveOrdersCarrying(container: MedusaContainer, promotionIds: string[]): Promise<Carrying[]> {
  if (!promotionIds.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: links } = await query.graph({ entity: "order_promotion", fields: ["order_id"], filters: { promotion_id: promotionIds } })
  const orderIds = [...new Set(links.map((link) => (link as { order_id: string }).order_id))]
  if (!orderIds.length) return []
  const { data: orders } = await query.graph({ entity: "order", fields: ["id", "status", "customer_id", "email"], filters: { id: orderIds } })
  const live = new Map((orders as (Carrying & { status: string })[]).filter((order) => order.status !== OrderStatus.CANCELED).map((order) => [order.id, order]))
  return links.flatMap((link) => live.get((link as { order_id: string }).order_id) ?? [])
}
