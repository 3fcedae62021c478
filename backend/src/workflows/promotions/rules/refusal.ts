import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../../lib/messages"

/**
 * Why a promotion code does not apply, as a stable `code` in the API's answer (the storefront
 * translates it; the message is the English fallback).
 */
export const PROMOTION_REFUSALS = {
  unknown: "promotion_unknown",
  inactive: "promotion_inactive",
  notStarted: "promotion_not_started",
  ended: "promotion_ended",
  usedUp: "promotion_used_up",
  alreadyUsed: "promotion_already_used",
  notApplicable: "promotion_not_applicable",
  /** A delivery discount on a cart without Home delivery yet (the checkout's delivery preview adds it). */
  needsDelivery: "promotion_needs_delivery",
} as const
export type PromotionRefusal = (typeof PROMOTION_REFUSALS)[keyof typeof PROMOTION_REFUSALS]

const MESSAGE: Record<PromotionRefusal, (code: string) => string> = {
  promotion_unknown: messages.promotionUnknown,
  promotion_inactive: messages.promotionInactive,
  promotion_not_started: messages.promotionNotStarted,
  promotion_ended: messages.promotionEnded,
  promotion_used_up: messages.promotionUsedUp,
  promotion_already_used: messages.promotionAlreadyUsed,
  promotion_not_applicable: messages.promotionNotApplicable,
  promotion_needs_delivery: messages.promotionNeedsDelivery,
}

/** A promotion as the Promotion module stores it, with what decides whether it can be used now. */
export type PromotionState = {
  code: string | null
  status: string
  application_method?: { target_type?: string | null } | null
  /** The promotion's own usage limit (Medusa 2.12+) and its count. */
  limit?: number | null
  used?: number | null
  campaign?: {
    starts_at?: Date | string | null
    ends_at?: Date | string | null
    budget?: { type: string; limit?: unknown; used?: unknown; attribute?: string | null } | null
  } | null
}

/** Who is using the code: the values a "use by attribute" budget (one use per customer) counts by. */
export type CodeUser = { customer_id?: string | null; customer_email?: string | null }

const time = (value: Date | string | null | undefined) => (value === null || value === undefined ? null : new Date(value).getTime())
const amount = (value: unknown) => (value === null || value === undefined ? null : Number((value as { numeric?: unknown }).numeric ?? value))

/**
 * Whether a promotion can be used now, in the order Medusa's own checks meet them
 * (listActivePromotions_, computeActions, registerUsage): unknown, not active, not started,
 * ended, used up (the promotion's limit or the campaign's usage or spend budget), already used
 * by this customer (`used_by_customer`: this customer's count under a "use by attribute" budget).
 * `null` when nothing stands in its way.
 */
export function refusalOf(promotion: PromotionState | undefined, now: number, usedByCustomer = 0): PromotionRefusal | null {
  if (!promotion) return PROMOTION_REFUSALS.unknown
  if (promotion.status !== "active") return PROMOTION_REFUSALS.inactive
  const startsAt = time(promotion.campaign?.starts_at)
  const endsAt = time(promotion.campaign?.ends_at)
  if (startsAt !== null && startsAt > now) return PROMOTION_REFUSALS.notStarted
  if (endsAt !== null && endsAt <= now) return PROMOTION_REFUSALS.ended
  if (typeof promotion.limit === "number" && (promotion.used ?? 0) >= promotion.limit) return PROMOTION_REFUSALS.usedUp
  const budget = promotion.campaign?.budget
  const limit = amount(budget?.limit)
  if (budget && limit) {
    if (budget.type === "use_by_attribute") {
      if (usedByCustomer >= limit) return PROMOTION_REFUSALS.alreadyUsed
    } else if ((amount(budget.used) ?? 0) >= limit) {
      return PROMOTION_REFUSALS.usedUp
    }
  }
  return null
}

/** The value a "use by attribute" budget counts this user by (customer_id or customer_email). */
export function attributeValueOf(promotion: PromotionState | undefined, user: CodeUser): string | null {
  const budget = promotion?.campaign?.budget
  if (budget?.type !== "use_by_attribute" || !budget.attribute) return null
  const value = (user as Record<string, string | null | undefined>)[budget.attribute]
  return typeof value === "string" && value ? value : null
}

/** When a code is applied: 400, the reason's code. */
export function applyRefusal(refusal: PromotionRefusal, code: string): MedusaError {
  return withCode(new MedusaError(MedusaError.Types.INVALID_DATA, MESSAGE[refusal](code), refusal), refusal, code)
}

/**
 * When ordering: 409, the reason's code and the code refused (`promo_code`), so the storefront
 * can remove it and show the new total. Nothing is ordered.
 */
export function orderRefusal(refusal: PromotionRefusal, code?: string): MedusaError {
  const reason = code ? MESSAGE[refusal](code) : messages.promotionJustUsedUp
  return withCode(new MedusaError(MedusaError.Types.CONFLICT, messages.promotionStoppedApplying(reason), refusal), refusal, code)
}

function withCode(error: MedusaError, refusal: PromotionRefusal, code?: string): MedusaError {
  return Object.assign(error, { code: refusal }, code ? { promo_code: code } : {})
}

/** A refusal of either kind, as it comes out of a workflow (possibly as a plain object). */
export function isPromotionRefusal(error: unknown): error is { type: string; code: PromotionRefusal; message: string; promo_code?: string } {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return typeof message === "string" && typeof code === "string" && (Object.values(PROMOTION_REFUSALS) as string[]).includes(code)
}

/**
 * Medusa's registerUsage refusing the last use two shoppers raced for (it counts under a row
 * lock at completion): "Promotion usage exceeds the limit." / "… the budget limit.".
 */
export const isUsageExceeded = (error: unknown) =>
  /^Promotion usage exceeds the (budget )?limit\.$/.test(String((error as { message?: unknown } | null)?.message))
