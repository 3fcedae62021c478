/**
 * When an offer card may be shown: while what it advertises is live. The states as Query reads
 * them through the offer's links (src/links): a promotion of Medusa's Promotion module (with its
 * campaign) or a price list of the Pricing module. An offer naming neither is a plain link and
 * always shown; one naming a record that no longer exists is not.
 */
type When = Date | string | null | undefined

export type PromotionState = {
  status?: string | null
  limit?: number | string | null
  used?: number | string | null
  campaign?: {
    starts_at?: When
    ends_at?: When
    budget?: { type?: string | null; limit?: number | string | null; used?: number | string | null } | null
  } | null
}

export type PriceListState = { status?: string | null; starts_at?: When; ends_at?: When }

const at = (when: When) => (when ? new Date(when).getTime() : undefined)

/** Inside [starts_at, ends_at): Medusa applies neither before its start nor after its end. */
function inWindow(starts_at: When, ends_at: When, now: Date): boolean {
  const start = at(starts_at)
  const end = at(ends_at)
  return (start === undefined || start <= now.getTime()) && (end === undefined || now.getTime() < end)
}

/** A count that has reached its limit (Medusa refuses the next use). */
const spent = (limit: number | string | null | undefined, used: number | string | null | undefined) =>
  limit !== null && limit !== undefined && Number(used ?? 0) >= Number(limit)

/**
 * Active, inside its campaign's dates, neither its own usage limit nor its campaign's total budget
 * used up (a per-customer budget, `use_by_attribute`, is each customer's own: never a shared page's).
 */
export function promotionLive(promotion: PromotionState | null | undefined, now: Date): boolean {
  if (!promotion || promotion.status !== "active") return false
  if (spent(promotion.limit, promotion.used)) return false
  const campaign = promotion.campaign
  if (!campaign) return true
  const budget = campaign.budget
  if (budget && (budget.type === "usage" || budget.type === "spend") && spent(budget.limit, budget.used)) return false
  return inWindow(campaign.starts_at, campaign.ends_at, now)
}

/** Active and inside its dates (a draft price list prices nothing). */
export function priceListLive(priceList: PriceListState | null | undefined, now: Date): boolean {
  return !!priceList && priceList.status === "active" && inWindow(priceList.starts_at, priceList.ends_at, now)
}

/** When the card stops being shown by itself (its campaign's or price list's end), if it does. */
export function liveUntil(offer: { promotion?: PromotionState | null; price_list?: PriceListState | null }): string | null {
  const end = at(offer.promotion?.campaign?.ends_at ?? offer.price_list?.ends_at)
  return end === undefined ? null : new Date(end).toISOString()
}

export type OfferSource = {
  promotion_id?: string | null
  price_list_id?: string | null
  promotion?: PromotionState | null
  price_list?: PriceListState | null
}

/** Whether an offer card is shown now. */
export function offerLive(offer: OfferSource, now: Date): boolean {
  if (offer.promotion_id) return promotionLive(offer.promotion, now)
  if (offer.price_list_id) return priceListLive(offer.price_list, now)
  return true
}

/**
 * Medusa's events after which a card may show or hide (an admin's edit of a promotion, its campaign
 * or a price list; a promotion's use counted; a record deleted): a shop's cache forgets the offers'
 * answers (`offers` tag) on them. Dates passing send no event: a shop schedules those itself.
 */
export const OFFER_SOURCE_EVENTS = [
  "promotion.promotion.created",
  "promotion.promotion.updated",
  "promotion.promotion.deleted",
  "promotion.campaign.updated",
  "promotion.campaign.deleted",
  "promotion.campaign-budget.updated",
  "pricing.price-list.created",
  "pricing.price-list.updated",
  "pricing.price-list.deleted",
] as const
