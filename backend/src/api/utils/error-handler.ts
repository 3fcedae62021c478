import { errorHandler, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { isOutOfStock } from "../../workflows/checkout/rules/interrupted-checkout"
import { messages } from "../../lib/messages"
import { isPromotionRefusal, isUsageExceeded, orderRefusal, PROMOTION_REFUSALS } from "../../workflows/promotions/rules/refusal"

const medusaErrorHandler = errorHandler()

/**
 * Medusa's error handler, with errors said in words a shopper understands — the shop's own
 * conflicts (SHOP_CONFLICTS) keep their message — and two more: out of stock
 * (Medusa's names inventory item and stock location ids) and a stock lock not acquired in time
 * (many shoppers buying the same product at once; the in-memory locking provider throws it as
 * a plain Error, so a 500, the Redis one as a 409). Nothing was ordered, the cart is intact.
 */
export function shopErrorHandler(error: unknown, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  const shown = shopError(error)
  // Medusa's handler answers every conflict with its own Idempotency-Key sentence, so the
  // shopper's "try again" is sent from here.
  if (isShopConflict(shown)) {
    res.status(409).json({ type: MedusaError.Types.CONFLICT, code: "invalid_state_error", message: shown.message })
    return
  }
  // A promotion that stopped applying when ordering: its reason's code and the code refused
  // survive (workflows/promotions/rules/refusal.ts); the storefront translates the code.
  if (isPromotionRefusal(shown) && shown.type === MedusaError.Types.CONFLICT) {
    const { code, message, promo_code } = shown
    res.status(409).json({ type: MedusaError.Types.CONFLICT, code, message, ...(promo_code ? { promo_code } : {}) })
    return
  }
  medusaErrorHandler(shown, req, res, next)
}

/**
 * The shop's own conflicts (409), whose message is for the reader: "try again", "log in with
 * your password", and an order's life refusing a step out of turn (shipped, not approved, canceled),
 * deleting a shipped order included.
 */
const SHOP_CONFLICTS: ReadonlySet<string> = new Set([
  messages.busy,
  messages.cartTotalChanged,
  messages.openIdAccountHasPassword,
  messages.orderCanceledCannotApprove,
  messages.orderCannotCancelShipped,
  messages.orderCannotDeleteShipped,
  messages.orderShipNeedsApproval,
  messages.orderCanceledCannotShip,
  messages.orderDeliverNeedsShipping,
  messages.orderCanceledCannotDeliver,
])
const isShopConflict = (error: unknown): error is { message: string } => {
  const { type, message } = (error ?? {}) as { type?: unknown; message?: unknown }
  return type === MedusaError.Types.CONFLICT && typeof message === "string" && SHOP_CONFLICTS.has(message)
}

export function shopError(error: unknown) {
  // Medusa's registerUsage, counting under a row lock at completion, refusing the last use
  // another shopper took a moment earlier: nothing was ordered (the completion is undone).
  if (isUsageExceeded(error)) return orderRefusal(PROMOTION_REFUSALS.usedUp)
  if (isOutOfStock(error)) return new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.outOfStock)
  if (isLockTimeout(error) || isStepStateRace(error)) return new MedusaError(MedusaError.Types.CONFLICT, messages.busy)
  if (isDatabaseDataError(error)) return new MedusaError(MedusaError.Types.INVALID_DATA, messages.inputRejectedByDatabase)
  // The query builder's own refusal of a negative or fractional limit/offset (the guard refuses
  // those first; a route that computes its own paging could still reach it).
  if (/^A non-negative integer must be provided to (offset|limit)/.test(String((error as { message?: unknown } | null)?.message))) {
    return new MedusaError(MedusaError.Types.INVALID_DATA, messages.inputRejectedByDatabase)
  }
  // Express's own "Failed to decode param" (a bad %-escape in a path parameter) is a 400 without
  // the marks of an HTTP error, which Medusa would answer 500; the input guard refuses it first.
  if (error instanceof URIError || /^Failed to decode param/.test(String((error as { message?: unknown } | null)?.message))) {
    return new MedusaError(MedusaError.Types.INVALID_DATA, messages.inputBadEncoding)
  }
  return withoutInternals(error)
}

/**
 * PostgreSQL's class 22 ("data exception": invalid byte sequence, numeric value out of range,
 * invalid text representation, value too long, negative OFFSET…) means the request carried a
 * value the database cannot take: the client's mistake, so 400 — and said without the
 * database's words, which quote the SQL. The input guard (input-guard.ts) refuses most such
 * values before they reach a query; this is the net behind it.
 */
const DATA_EXCEPTION_MESSAGE =
  /invalid byte sequence for encoding|out of range for type|invalid input syntax for type|value too long for type|numeric field overflow|must not be negative|invalid input value for enum|unterminated quoted string/i

export function isDatabaseDataError(error: unknown): boolean {
  const { code, sqlState, message } = (error ?? {}) as { code?: unknown; sqlState?: unknown; message?: unknown }
  if ([code, sqlState].some((value) => typeof value === "string" && /^22[0-9A-Z]{3}$/.test(value))) return true
  return typeof message === "string" && isDatabaseText(message) && DATA_EXCEPTION_MESSAGE.test(message)
}

/** Text written by the database or its driver: a query, or PostgreSQL's own error wording. */
function isDatabaseText(text: string): boolean {
  return (
    /\b(select|insert into|update|delete from)\b[\s\S]*\b(from|set|values|where|returning)\b/i.test(text) ||
    /\b(relation|column|table|constraint) "[^"]+"/i.test(text) ||
    / - detail: | - hint: /.test(text)
  )
}

const STACK_LINE = /\n\s+at .+[:(]/

/**
 * An error whose message quotes SQL, database wording or a stack trace keeps its status but is
 * said in the shop's words: Medusa's handler sends the message of most error types as it is
 * (e.g. the emailpass provider's failure text, which was a raw SQL statement for an email with
 * a NUL, answered as 401).
 */
export function withoutInternals(error: unknown): unknown {
  const { message, type } = (error ?? {}) as { message?: unknown; type?: unknown }
  if (typeof message !== "string" || !(isDatabaseText(message) || STACK_LINE.test(message))) return error
  switch (type) {
    case MedusaError.Types.UNAUTHORIZED:
      return new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.authenticationFailed)
    case MedusaError.Types.NOT_ALLOWED:
    case MedusaError.Types.INVALID_DATA:
    case MedusaError.Types.DUPLICATE_ERROR:
      return new MedusaError(MedusaError.Types.INVALID_DATA, messages.inputRejectedByDatabase)
    case MedusaError.Types.FORBIDDEN:
    case MedusaError.Types.NOT_FOUND:
      return new MedusaError(type, messages.inputRejectedByDatabase)
    default:
      // Medusa answers an error of no known type with its own "An unknown error occurred."
      return new Error(messages.inputRejectedByDatabase)
  }
}

// Errors from a workflow run may arrive as plain objects, so they are read by shape.

/** A lock not acquired in time: a stock lock's timeout, or a cart's lock held by another "Place order" (acquireLockStep). */
const isLockTimeout = (error: unknown) =>
  /^(Timed-out acquiring lock\.|Failed to acquire lock for key )/.test(String((error as { message?: unknown } | null)?.message))
/**
 * Medusa's workflow engine refusing to move a step that already succeeded to a failure (seen once
 * in a 30-shopper rush on an overloaded machine): the workflow did not complete; the shopper is
 * told to try again rather than shown the engine's words, and an order it left half-made is
 * finished or withdrawn when they do (workflows/checkout/rules/interrupted-checkout.ts). Stock locks wait 30 s
 * (lib/config/stock-lock.ts), which made this rare.
 */
const isStepStateRace = (error: unknown) =>
  /^Updating Status from "[a-z_]+" to "[a-z_]+" is not allowed\.$/.test(String((error as { message?: unknown } | null)?.message))
