import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { keepPricesBefore } from "../../workflows/audit/rules/price-snapshot"

type ProductUpdate = { id?: unknown; variants?: unknown }

const carriesPrices = (update: ProductUpdate | undefined) =>
  Array.isArray(update?.variants) && update.variants.some((variant) => (variant as { prices?: unknown } | null)?.prices !== undefined)

/**
 * POST /admin/products/:id and POST /admin/products/batch: when the body sets variants' prices,
 * keeps the prices from before, for the audit log's "changed a price" (recorded by the hook of
 * Medusa's updateProductsWorkflow: workflows/hooks/audit-variant-prices.ts). Refuses nothing.
 */
export async function keepProductPricesBefore(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const body = req.body as { update?: unknown } & ProductUpdate
    // "/admin/products/:id" also matches the batch route (id "batch"): that one has its own entry.
    if (req.params.id === "batch") return next()
    const updates: ProductUpdate[] = req.params.id ? [{ ...body, id: req.params.id }] : Array.isArray(body?.update) ? (body.update as ProductUpdate[]) : []
    const ids = updates.filter(carriesPrices).flatMap((update) => (typeof update.id === "string" ? [update.id] : []))
    if (ids.length) await keepPricesBefore(req.scope, ids)
    next()
  } catch (error) {
    next(error)
  }
}

export const auditProductPriceMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/admin/products/batch", middlewares: [keepProductPricesBefore] },
  { method: ["POST"], matcher: "/admin/products/:id", middlewares: [keepProductPricesBefore] },
]
