import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { queryShopStats } from "../../../workflows/stats/rules/query-shop-stats"
import type { ShopStatsQuery } from "../../../workflows/stats/validators"

/**
 * GET /admin/shop-stats?days=&threshold= — the day's numbers for the dashboard's Numbers page:
 * `today` and `period` (the last `days` Asia/Dhaka days, 30 unless given), each with orders,
 * canceled, revenue, average order, cash on delivery to collect and collected, bKash taken and
 * refunded, best sellers; `cod_outstanding` (every COD parcel still with the courier); and
 * `low_stock` at `threshold` (the stored setting unless given). Admins only (Medusa's /admin).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { days, threshold } = req.validatedQuery as ShopStatsQuery
  res.json({ stats: await queryShopStats(req.scope, { days, threshold }) })
}
