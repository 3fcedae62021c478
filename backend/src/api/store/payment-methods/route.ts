import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { BKASH_PAYMENT_PROVIDER_ID } from "@chaka/rules"

/**
 * GET /store/payment-methods — the ways the shop takes money, for the checkout's payment step and
 * /my-account/payment: cash on delivery always, bKash when its provider is configured (BKASH_*).
 * The same for every visitor (kept by the shop's caches under the config tag).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const bkash = await req.scope.resolve(Modules.PAYMENT).listPaymentProviders({ id: BKASH_PAYMENT_PROVIDER_ID, is_enabled: true })
  res.json({ payment_methods: [{ id: "cod" }, ...(bkash.length ? [{ id: "bkash" }] : [])] })
}
