import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { addPhoneToCustomerWorkflow } from "../../../../../workflows/accounts/phone/workflows"
import { answeringPhoneRefusals, type PhoneAdd } from "../../../../utils/phone-sign-in"

/**
 * POST /store/customers/me/phone { phone, code } — the number (its code from .../phone/code) now
 * signs in to this account, beside its other ways in, and is its phone: `{ customer }`. A refused
 * code is 400 (the customer is still signed in); a number taken meanwhile 409.
 */
export async function POST(req: AuthenticatedMedusaRequest<PhoneAdd>, res: MedusaResponse) {
  await answeringPhoneRefusals(
    res,
    async () => {
      const { phone, code } = req.validatedBody
      const { result: customer } = await addPhoneToCustomerWorkflow(req.scope).run({
        input: { phone, code, customer_id: req.auth_context.actor_id, auth_identity_id: req.auth_context.auth_identity_id },
      })
      res.json({ customer })
    },
    400
  )
}
