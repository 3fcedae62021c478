import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { checkBangladeshAddress, compactPhone } from "@chaka/bd-commerce/api"
import { signInMay } from "../../lib/admin-permissions"
import { messages } from "../../lib/messages"
import type { Permission } from "../../lib/roles"
import { compatMessages } from "../messages"
import { callerIsAdmin, callerOf } from "../auth"
import { orderOwner } from "../queries/orders"
import { sameEmail, signInEmailOf } from "../../workflows/accounts/rules/sign-in-email"

type Guard = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => void
const guard =
  (check: (req: MedusaRequest) => Promise<void>): Guard =>
  (req, _res, next) => {
    check(req).then(() => next(), next)
  }

/** The email of the person calling: the one their sign-in proved (normalised). */
export async function callerEmail(req: MedusaRequest): Promise<string | null> {
  const caller = callerOf(req)
  if (!caller) return null
  // What the sign-in proved, not the customer record's email: a record another sign-in made
  // (before emails were bound to sign-ins) must not open someone else's data.
  return signInEmailOf(req.scope, caller.auth_identity_id)
}

const forbidden = (message: string) => new MedusaError(MedusaError.Types.FORBIDDEN, message)
const paramEmail = (req: MedusaRequest) => req.params.email
const bodyEmail = (req: MedusaRequest) => (req.validatedBody as { email: string }).email

/** GET /users/login/{email}: the token must be this same person's (after requireSignIn). */
export const signedInAs = guard(async (req) => {
  if (!sameEmail(await callerEmail(req), paramEmail(req))) throw forbidden(compatMessages.onlyYourOwnSignIn)
})

/** The email named (path or body) is the caller's own (after requireCustomer). */
export const ownEmail = (emailOf: (req: MedusaRequest) => string, message: string = compatMessages.onlyYourOwnAccount) =>
  guard(async (req) => {
    if (!sameEmail(await callerEmail(req), emailOf(req))) throw forbidden(message)
  })

/**
 * Whether the caller is an admin whose role gives these permissions (api/utils/admin-roles.ts:
 * an order staff may read any customer's orders here, a content editor may not).
 */
export const callerIsAdminWith = async (req: MedusaRequest, needs: Permission[]) =>
  (await callerIsAdmin(req)) && (await signInMay(req.scope, callerOf(req)!.auth_identity_id, needs))

/** The email named is the caller's own, or the caller is an admin whose role gives `needs` (after requireCustomer). */
export const ownEmailOrAdmin = (emailOf: (req: MedusaRequest) => string, needs: Permission[]) =>
  guard(async (req) => {
    if (sameEmail(await callerEmail(req), emailOf(req))) return
    if (!(await callerIsAdminWith(req, needs))) throw forbidden(compatMessages.onlyYourOwnAccount)
  })

export const ownPathEmail = ownEmail(paramEmail)
/** A customer's data by the email in the path: theirs, or an admin allowed to read it (`needs`). */
export const ownPathEmailOrAdmin = (needs: Permission[]) => ownEmailOrAdmin(paramEmail, needs)
/** Changing a customer's profile: theirs, or an admin allowed to change customers. */
export const ownBodyEmailOrAdmin = ownEmailOrAdmin(bodyEmail, [{ resource: "customer", operation: "update" }])

/** DELETE /orders/{id}: the caller's own order, or any for an admin allowed to delete orders; else it "does not exist". */
export const ownOrderOrAdmin = guard(async (req) => {
  const order = await orderOwner(req.scope, req.params.id)
  const mine = !!order && order.customer_id === callerOf(req)?.customer_id
  if (!mine && !(order && (await callerIsAdminWith(req, [{ resource: "order", operation: "delete" }])))) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.orderNotFound(req.params.id))
  }
})

/**
 * Input shaping only: the original's address fields, when they are a valid Bangladeshi address,
 * are written in official spelling (and the phone without spaces) before the route runs. The
 * rule itself — an invalid address is refused with the plugin's reason, 400, nothing written —
 * is in the hooks of the workflows the routes run (cart creation for POST /orders), so an
 * address this cannot read is passed on unchanged. (PUT /users/updateUser spells the address
 * it merges from the fields sent and the saved ones in its workflow.)
 */
export function spellCompatAddress(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = req.validatedBody as { division: string; district: string; policeStation: string; rodeOrVillage: string; phone: string }
  const result = checkBangladeshAddress({
    province: body.division,
    city: body.district,
    address_2: body.policeStation,
    address_1: body.rodeOrVillage,
    phone: body.phone,
  })
  if (!result.ok) return next()
  const { province, city, address_2, address_1 } = result.address
  req.validatedBody = {
    ...body,
    division: province,
    district: city,
    policeStation: address_2,
    rodeOrVillage: address_1,
    phone: compactPhone(result.address.phone!),
  }
  next()
}
