import { authenticate, type AuthenticatedMedusaRequest, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { isAdminSignIn } from "../workflows/accounts/rules/admin-sign-in"
import { adminSecondFactorProblem, secondFactorOwed } from "../workflows/accounts/rules/admin-mfa"
import { declaresAccess } from "../lib/http/route-declarations"
import { messages } from "../lib/messages"
import { compatMessages } from "./messages"

/**
 * Who calls the compatibility API. The token is a Medusa customer token (from
 * /auth/customer/emailpass, the OpenID callback or GET /shop/users/login/{email}); the original
 * client sends it as "Bearar <token>", which is read like "Bearer <token>".
 */
export type CompatCaller = {
  auth_identity_id: string
  /** Empty for a sign-in that has no customer yet (just registered). */
  customer_id: string | null
}

/** The original client's misspelt scheme, read as the standard one. */
export function acceptBearar(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const header = req.headers.authorization
  if (typeof header === "string" && /^bearar\s+/i.test(header)) {
    req.headers.authorization = `Bearer ${header.replace(/^bearar\s+/i, "")}`
  }
  next()
}

/**
 * Every /shop route: reads a token when there is one (visitors pass through; the routes that
 * need a caller say so with requireSignIn / requireCustomer / requireAdmin).
 */
export const readCompatToken = [acceptBearar, authenticate("customer", ["bearer"], { allowUnauthenticated: true, allowUnregistered: true })]

export function callerOf(req: MedusaRequest): CompatCaller | null {
  const auth = (req as AuthenticatedMedusaRequest).auth_context
  if (!auth?.auth_identity_id || auth.actor_type !== "customer") return null
  return { auth_identity_id: auth.auth_identity_id, customer_id: auth.actor_id || null }
}

/**
 * A token Medusa gave after the password of a sign-in with a second factor switched on, before
 * its code: good for the MFA challenge only (as on Medusa's own routes), never for /shop.
 */
const owesSecondFactor = (req: MedusaRequest) => secondFactorOwed((req as AuthenticatedMedusaRequest).auth_context)
const secondFactorFirst = () => new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.mfaRequired)

/** Any valid sign-in, with or without a customer yet (PUT /shop/users after registering). */
export const requireSignIn = declaresAccess("signed-in", function requireSignIn(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  if (owesSecondFactor(req)) return next(secondFactorFirst())
  next(callerOf(req) ? undefined : new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.signInRequired))
})

/** A signed-in customer. */
export const requireCustomer = declaresAccess("customer", function requireCustomer(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  if (owesSecondFactor(req)) return next(secondFactorFirst())
  next(callerOf(req)?.customer_id ? undefined : new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.signInRequired))
})

/**
 * A signed-in customer whose sign-in also opens the admin: 401 for a visitor, 403 for a customer.
 * An admin with a second factor switched on acts as one only with a token that passed it (401),
 * and with ADMIN_MFA_REQUIRED one without a factor not at all (403): workflows/accounts/rules/admin-mfa.
 */
export const requireAdmin = declaresAccess("admin", async function requireAdmin(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    if (owesSecondFactor(req)) throw secondFactorFirst()
    const caller = callerOf(req)
    if (!caller?.customer_id) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.signInRequired)
    if (!(await isAdminSignIn(req.scope, caller.auth_identity_id))) {
      throw new MedusaError(MedusaError.Types.FORBIDDEN, compatMessages.adminsOnly)
    }
    const problem = await adminSecondFactorProblem(req.scope, caller.auth_identity_id, (req as AuthenticatedMedusaRequest).auth_context)
    if (problem) throw problem
    next()
  } catch (error) {
    next(error)
  }
})

/** Whether the caller is an admin (for routes open to owners and admins alike), its second factor passed as requireAdmin asks. */
export async function callerIsAdmin(req: MedusaRequest): Promise<boolean> {
  const caller = callerOf(req)
  if (!caller?.customer_id || owesSecondFactor(req) || !(await isAdminSignIn(req.scope, caller.auth_identity_id))) return false
  return !(await adminSecondFactorProblem(req.scope, caller.auth_identity_id, (req as AuthenticatedMedusaRequest).auth_context))
}
