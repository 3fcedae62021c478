import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setCustomerLanguageWorkflow } from "../../../../../workflows/accounts/set-language"
import type { StoreCustomerLanguage } from "./validators"

/**
 * POST /store/customers/me/language { "locale": "bn" | "en" } — the signed-in customer's
 * language, the one their email and SMS are written in (workflows/notifications). The storefront
 * calls it when a signed-in customer switches language. Answers `{ locale }`; the same
 * language again changes nothing. A visitor: 401; anything but "bn" or "en": 400.
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreCustomerLanguage>, res: MedusaResponse) {
  const { result } = await setCustomerLanguageWorkflow(req.scope).run({ input: { customer_id: req.auth_context.actor_id, locale: req.validatedBody.locale } })
  res.json(result)
}
