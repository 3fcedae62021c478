import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { FIELD_LIMITS } from "../../lib/input-limits"
import { messages } from "../../lib/messages"

/*
 * Length limits on Medusa's own customer routes (POST /store/customers, /store/customers/me,
 * /store/customers/me/addresses[/:address_id]). Medusa's workflows for these offer no hook that
 * runs before the write (createCustomerAccountWorkflow, updateCustomersWorkflow and
 * createCustomerAddressesWorkflow only have hooks after it), and `additionalDataValidator` only
 * validates `additional_data`, so the limits are a validation middleware: pure input shape, run
 * before Medusa's own validator, which still checks types and everything else. Only fields
 * that are text are measured here; a wrong type is left to Medusa's validator.
 */

const within = (name: string, max: number) => z.unknown().refine((value) => typeof value !== "string" || value.trim().length <= max, messages.fieldTooLong(name, max))

const customer = z.looseObject({
  first_name: within("first_name", FIELD_LIMITS.personName),
  last_name: within("last_name", FIELD_LIMITS.personName),
  email: within("email", FIELD_LIMITS.email),
  phone: within("phone", FIELD_LIMITS.phone),
  company_name: within("company_name", FIELD_LIMITS.addressLine),
})

const address = z.looseObject({
  first_name: within("first_name", FIELD_LIMITS.personName),
  last_name: within("last_name", FIELD_LIMITS.personName),
  phone: within("phone", FIELD_LIMITS.phone),
  company: within("company", FIELD_LIMITS.addressLine),
  address_name: within("address_name", FIELD_LIMITS.addressLine),
  address_1: within("address_1", FIELD_LIMITS.addressLine),
  address_2: within("address_2", FIELD_LIMITS.addressLine),
  city: within("city", FIELD_LIMITS.addressLine),
  province: within("province", FIELD_LIMITS.addressLine),
  postal_code: within("postal_code", FIELD_LIMITS.postalCode),
})

function checkLimits(schema: z.ZodType) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const body = req.body
    if (body === null || typeof body !== "object" || Array.isArray(body)) return next()
    const result = schema.safeParse(body)
    if (!result.success) return next(new MedusaError(MedusaError.Types.INVALID_DATA, result.error.issues[0].message))
    next()
  }
}

/** The limits of a customer's own fields. */
export const customerLimits = checkLimits(customer)
/** The limits of an address's fields (also a cart's shipping and billing address). */
export const addressLimits = checkLimits(address)
/** A cart's addresses: `shipping_address` and `billing_address` of POST /store/carts[/:id]. */
export function cartAddressLimits(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = (req.body ?? {}) as Record<string, unknown>
  for (const key of ["shipping_address", "billing_address"]) {
    const value = body[key]
    if (value === null || typeof value !== "object" || Array.isArray(value)) continue
    const result = address.safeParse(value)
    if (!result.success) return next(new MedusaError(MedusaError.Types.INVALID_DATA, `${key}: ${result.error.issues[0].message}`))
  }
  next()
}
