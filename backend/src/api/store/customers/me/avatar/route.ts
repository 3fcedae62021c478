import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { refetchCustomer } from "@medusajs/medusa/api/store/customers/helpers"
import { setCustomerAvatarWorkflow } from "../../../../../workflows/accounts/set-avatar"
import { imageFrom } from "@chaka/kit"
import { messages } from "../../../../../lib/messages"

/**
 * POST /store/customers/me/avatar (multipart, one file `image`: JPEG, PNG, GIF or WebP, at most
 * 2 MB) — `{ customer }` (fields of GET /store/customers/me) with metadata.avatar_url set.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const image = imageFrom(req, messages, `avatar-${customerId}`)
  await setCustomerAvatarWorkflow(req.scope).run({ input: { customer_id: customerId, image } })
  res.json({ customer: await refetchCustomer(customerId, req.scope, req.queryConfig.fields) })
}
