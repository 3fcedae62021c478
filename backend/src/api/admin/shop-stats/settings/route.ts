import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setLowStockThresholdWorkflow } from "../../../../workflows/stats/set-low-stock-threshold"
import { currentLowStockThreshold } from "../../../../workflows/stats/rules/low-stock"
import type { ShopStatsSettings } from "../../../../workflows/stats/validators"

/** GET /admin/shop-stats/settings — the numbers' settings: `{ settings: { low_stock_threshold } }`. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ settings: { low_stock_threshold: await currentLowStockThreshold(req.scope) } })
}

/** POST /admin/shop-stats/settings { low_stock_threshold } — stored with the shop's settings; answers them. */
export async function POST(req: AuthenticatedMedusaRequest<ShopStatsSettings>, res: MedusaResponse) {
  const { result } = await setLowStockThresholdWorkflow(req.scope).run({ input: req.validatedBody.low_stock_threshold })
  res.json({ settings: { low_stock_threshold: result } })
}
