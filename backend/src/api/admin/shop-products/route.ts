import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { retrieveShopProduct, SHOP_PRODUCT_FIELDS, shopPlaces, toDetail, toSummary, type StoredShopProduct } from "../../../workflows/products/rules/products"
import { createShopProductWorkflow } from "../../../workflows/products/create-shop-product"
import type { CreateShopProduct } from "../../../workflows/products/validators"
import { listParams } from "./validators"
import { containingPattern } from "@chaka/kit"
import { withTranslation, withTranslations } from "../../../workflows/products/rules/product-translations"

/**
 * GET /admin/shop-products?q=&limit=&offset= — the admin's "manage products" list, newest
 * first, searched by title: `{ products: [{ id, title, thumbnail, brand, category, price,
 * stock, created_at, translations: { "bn-BD": { title, description } | null } }], count, limit,
 * offset }` (null: not translated into Bangla).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { q, limit, offset } = listParams(req.query, { search: true })
  const { location_id } = await shopPlaces(req.scope)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "product",
    fields: SHOP_PRODUCT_FIELDS,
    filters: q ? { title: { $ilike: containingPattern(q) } } : {},
    pagination: { skip: offset, take: limit, order: { created_at: "DESC", id: "DESC" } },
  })
  const products = await withTranslations(
    req.scope,
    (data as unknown as StoredShopProduct[]).map((product) => toSummary(product, location_id))
  )
  res.json({ products, count: metadata?.count ?? products.length, limit, offset })
}

/**
 * POST /admin/shop-products — the admin's "add product" (JSON; the images are uploaded first
 * with POST /admin/uploads): `{ product }`, the new product as GET /admin/shop-products/:id
 * shows it.
 */
export async function POST(req: AuthenticatedMedusaRequest<CreateShopProduct>, res: MedusaResponse) {
  const { result } = await createShopProductWorkflow(req.scope).run({ input: req.validatedBody })
  const { location_id } = await shopPlaces(req.scope)
  res.json({ product: await withTranslation(req.scope, toDetail(await retrieveShopProduct(req.scope, result.id), location_id)) })
}
