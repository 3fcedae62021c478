import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { retrieveShopProduct, shopPlaces, toDetail } from "../../../../workflows/products/rules/products"
import { updateShopProductWorkflow } from "../../../../workflows/products/update-shop-product"
import type { UpdateShopProduct } from "../../../../workflows/products/validators"
import { withTranslation } from "../../../../workflows/products/rules/product-translations"

/**
 * GET /admin/shop-products/:id — `{ product }`: what the update form pre-fills (id, title,
 * description, category_id, category, brand, type, vendor, price, stock, thumbnail, images) and
 * its Bangla, `translations: { "bn-BD": { title, description } | null }` (null: not translated).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { location_id } = await shopPlaces(req.scope)
  res.json({ product: await withTranslation(req.scope, toDetail(await retrieveShopProduct(req.scope, req.params.id), location_id)) })
}

/**
 * POST /admin/shop-products/:id — the admin's "update product": only the sent fields change.
 * `{ product, updated_fields }`; nothing differs from the stored product: 400 "You didn't
 * update any field"; no such product: 404.
 */
export async function POST(req: AuthenticatedMedusaRequest<UpdateShopProduct>, res: MedusaResponse) {
  const { result } = await updateShopProductWorkflow(req.scope).run({ input: { ...req.validatedBody, id: req.params.id } })
  const { location_id } = await shopPlaces(req.scope)
  const product = await withTranslation(req.scope, toDetail(await retrieveShopProduct(req.scope, result.product_id), location_id))
  res.json({ product, updated_fields: result.updated_fields })
}
