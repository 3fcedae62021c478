import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { CatalogueParams } from "../../../workflows/catalogue/rules"
import { messages } from "../../../lib/messages"
import { compatProductsByIds, listCompatProducts } from "../../../compat/queries/products-read"
import { createCompatProductWorkflow, type CreateCompatProductInput } from "../../../compat/workflows/products-create"
import { updateCompatProductWorkflow, type UpdateCompatProductInput } from "../../../compat/workflows/products-update"

/**
 * GET /shop/products?brand=Hike|Phoenix&type=Geared&min=&max= — `[product]`, every match,
 * newest first (a min above the max is ignored).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { brands, types, min, max } = req.validatedQuery as unknown as CatalogueParams
  res.json(await listCompatProducts(req.scope, { brands, types, min, max }))
}

/** POST /shop/products (admin, multipart) — `{ acknowledged: true, insertedId }`. */
export async function POST(req: AuthenticatedMedusaRequest<CreateCompatProductInput>, res: MedusaResponse) {
  const { result } = await createCompatProductWorkflow(req.scope).run({ input: req.validatedBody })
  // Read back as every other call shows it, so a product the shop could not show is an error here.
  const [product] = await compatProductsByIds(req.scope, [result.id])
  res.json({ acknowledged: true, insertedId: product._id })
}

/**
 * PUT /shop/products (admin, multipart: id and the changed fields) — `{ acknowledged: true,
 * modifiedCount, matchedCount: 1 }`; modifiedCount 0 when nothing differs (the original
 * client's "You didn't update any field"). Unknown id → 404.
 */
export async function PUT(req: AuthenticatedMedusaRequest<UpdateCompatProductInput>, res: MedusaResponse) {
  try {
    await updateCompatProductWorkflow(req.scope).run({ input: req.validatedBody })
    res.json({ acknowledged: true, modifiedCount: 1, matchedCount: 1 })
  } catch (error) {
    if (!isNothingUpdated(error)) throw error
    res.json({ acknowledged: true, modifiedCount: 0, matchedCount: 1 })
  }
}

// updateShopProductWorkflow refuses an update that changes nothing (the admin form's cue);
// the original answers it with modifiedCount 0.
const isNothingUpdated = (error: unknown) =>
  (error as { type?: unknown; message?: unknown } | null)?.type === MedusaError.Types.INVALID_DATA &&
  (error as { message?: unknown }).message === messages.productNothingUpdated
