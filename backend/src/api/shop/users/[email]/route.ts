import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { queryCompatUser } from "../../../../compat/queries/users"
import { customerByEmail } from "../../../../workflows/accounts/rules/sign-in-email"
import { compatMessages } from "../../../../compat/messages"

/** GET /shop/users/{email} — the user shape (with the cart), for that customer or an admin. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const customer = await customerByEmail(req.scope, req.params.email)
  if (!customer) throw new MedusaError(MedusaError.Types.NOT_FOUND, compatMessages.noCustomerWithEmail(req.params.email))
  res.json(await queryCompatUser(req.scope, customer.id))
}
