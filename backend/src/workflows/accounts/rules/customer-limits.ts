import { MedusaError } from "@medusajs/framework/utils"
import { FIELD_LIMITS } from "../../../lib/http/input-limits"
import { messages } from "../../../lib/messages"

/*
 * Length limits of a customer's own fields and of an address (a customer's saved address, a
 * cart's shipping and billing address), checked where every entry point meets them: the
 * shop's customer workflows (workflows/accounts/steps/check-customer-limits.ts) and the cart
 * and customer-address hooks (workflows/hooks/). Only text is measured (trimmed); a wrong type
 * is left to Medusa's validators. A refusal is a 400 naming the field.
 */

const CUSTOMER: Record<string, number> = {
  first_name: FIELD_LIMITS.personName,
  last_name: FIELD_LIMITS.personName,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  company_name: FIELD_LIMITS.addressLine,
}

const ADDRESS: Record<string, number> = {
  first_name: FIELD_LIMITS.personName,
  last_name: FIELD_LIMITS.personName,
  phone: FIELD_LIMITS.phone,
  company: FIELD_LIMITS.addressLine,
  address_name: FIELD_LIMITS.addressLine,
  address_1: FIELD_LIMITS.addressLine,
  address_2: FIELD_LIMITS.addressLine,
  city: FIELD_LIMITS.addressLine,
  province: FIELD_LIMITS.addressLine,
  postal_code: FIELD_LIMITS.postalCode,
}

function problem(value: unknown, limits: Record<string, number>): string | undefined {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined
  for (const [name, max] of Object.entries(limits)) {
    const field = (value as Record<string, unknown>)[name]
    if (typeof field === "string" && field.trim().length > max) return messages.fieldTooLong(name, max)
  }
  return undefined
}

/** What is too long in a customer's own fields, or undefined. */
export const customerLimitProblem = (customer: unknown) => problem(customer, CUSTOMER)
/** What is too long in an address, or undefined (anything but an object, e.g. an id, passes). */
export const addressLimitProblem = (address: unknown) => problem(address, ADDRESS)

/** Refuses (400) a customer whose fields are too long. */
export function assertCustomerLimits(customer: unknown) {
  const found = customerLimitProblem(customer)
  if (found) throw new MedusaError(MedusaError.Types.INVALID_DATA, found)
}

/** Refuses (400) an address whose fields are too long; `name` prefixes the message (a cart's `shipping_address`). */
export function assertAddressLimits(address: unknown, name?: string) {
  const found = addressLimitProblem(address)
  if (found) throw new MedusaError(MedusaError.Types.INVALID_DATA, name ? `${name}: ${found}` : found)
}

/** A cart's `shipping_address` and `billing_address`, when given as addresses (not ids). */
export function assertCartAddressLimits(input: { shipping_address?: unknown; billing_address?: unknown }) {
  assertAddressLimits(input.shipping_address, "shipping_address")
  assertAddressLimits(input.billing_address, "billing_address")
}
