import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { FilterableOrderProps } from "@medusajs/framework/types"
import { exportShopOrdersWorkflow } from "../../../../workflows/orders/export-shop-orders"

/**
 * POST /admin/orders/export — the dashboard's order export, replacing Medusa's route of the same
 * path (Medusa's own query validation still runs before it): the shop's export workflow with the
 * list's filters, in the background; 202 `{ transaction_id }`, the CSV then in the admin's
 * notifications feed. Columns: workflows/orders/rules/order-export.ts.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const filter = (req.filterableFields ?? {}) as FilterableOrderProps
  const { transaction } = await exportShopOrdersWorkflow(req.scope).run({ input: { filter } })
  res.status(202).json({ transaction_id: transaction.transactionId })
}
