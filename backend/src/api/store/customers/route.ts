import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { HttpTypes } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { refetchCustomer } from "@medusajs/medusa/api/store/customers/helpers"
import { messages } from "../../../lib/messages"
import { filesUrlOf, withShownAvatar } from "../../../workflows/accounts/rules/customer-avatar"
import { createShopCustomerAccountWorkflow } from "../../../workflows/accounts/create-account"

/**
 * POST /store/customers — replaces Medusa's route of the same path (an application route
 * registered after the core one overrides it; Medusa's middlewares for the path still run:
 * authentication with allowUnregistered and the StoreCreateCustomer body). Same request and
 * answer as Medusa's, but the account is created by the shop's workflow: its email is the one the
 * sign-in proved (another → 403; other letter case → stored lower case), and the metadata keys
 * the shop writes itself cannot be set.
 */
export async function POST(req: AuthenticatedMedusaRequest<HttpTypes.StoreCreateCustomer>, res: MedusaResponse) {
  if (req.auth_context.actor_id) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.alreadyACustomer)
  }
  const { result } = await createShopCustomerAccountWorkflow(req.scope).run({
    input: { auth_identity_id: req.auth_context.auth_identity_id, customer: req.validatedBody },
  })
  const customer = await refetchCustomer(result.id, req.scope, req.queryConfig.fields)
  res.status(200).json({ customer: withShownAvatar(customer, filesUrlOf(req.scope)) })
}
