import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { BANGLA } from "../../../../../lib/languages/locale"
import { withTranslation } from "../../../../../workflows/products/rules/product-translations"
import { retrieveShopProduct, shopPlaces, toDetail } from "../../../../../workflows/products/rules/products"
import { saveProductBanglaWorkflow } from "../../../../../workflows/products/save-product-bangla"
import type { SaveShopProductTranslations } from "../../../../../workflows/products/validators"

/**
 * POST /admin/shop-products/:id/translations — the admin's Bangla title and description:
 * `{ "bn-BD": { title?: string | null, description?: string | null } }` (a text sets it, null
 * or blank removes it, an absent one stays). `{ product }` as GET /admin/shop-products/:id
 * answers it, `translations` included. Kept by Medusa's Translation module, like the dashboard's
 * translations (workflows/products/save-product-bangla.ts).
 */
export async function POST(req: AuthenticatedMedusaRequest<SaveShopProductTranslations>, res: MedusaResponse) {
  const texts = req.validatedBody[BANGLA]
  await saveProductBanglaWorkflow(req.scope).run({ input: { product_id: req.params.id, title: texts.title, description: texts.description } })
  const { location_id } = await shopPlaces(req.scope)
  res.json({ product: await withTranslation(req.scope, toDetail(await retrieveShopProduct(req.scope, req.params.id), location_id)) })
}
