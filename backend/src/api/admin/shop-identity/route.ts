import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { currentShopIdentity } from "../../../workflows/shop/rules/shop-identity"
import { setShopIdentityWorkflow } from "../../../workflows/shop/set-shop-identity"
import type { AdminSetShopIdentity } from "../../../workflows/shop/validators"

/** GET /admin/shop-identity — `{ shop_identity }`: every field, null when not set. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ shop_identity: await currentShopIdentity(req.scope) })
}

/** POST /admin/shop-identity { phone?, whatsapp?, email?, address_en?, ... } — the fields sent replace the stored ones; answers the whole identity. */
export async function POST(req: AuthenticatedMedusaRequest<AdminSetShopIdentity>, res: MedusaResponse) {
  const { result } = await setShopIdentityWorkflow(req.scope).run({ input: req.validatedBody })
  res.json({ shop_identity: result })
}
