import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { currentShopIdentity } from "../../../workflows/shop/rules/shop-identity"

/** GET /store/shop-identity — how to reach the shop, the same for everyone: `{ shop_identity }`, null fields not set. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ shop_identity: await currentShopIdentity(req.scope) })
}
