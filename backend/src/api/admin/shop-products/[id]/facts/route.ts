import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ProductFactsChange } from "../../../../../workflows/products/facts/rules"
import { readProductFacts, type ProductFactsAnswer } from "../../../../../workflows/products/facts/read-facts"
import { saveProductFactsWorkflow } from "../../../../../workflows/products/facts/save-product-facts"

/** GET /admin/shop-products/:id/facts — the product's facts (null: none given yet); 404 for an unknown product. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<ProductFactsAnswer>) {
  res.json(await readProductFacts(req.scope, req.params.id))
}

/**
 * POST /admin/shop-products/:id/facts — changes the product's facts: a value sets one, null or a
 * blank text removes it, an absent one stays (workflows/products/facts/rules.ts validates the
 * body, the workflow the rules across fields). Answers the facts as GET does.
 */
export async function POST(req: AuthenticatedMedusaRequest<ProductFactsChange>, res: MedusaResponse<ProductFactsAnswer>) {
  const { result } = await saveProductFactsWorkflow(req.scope).run({ input: { product_id: req.params.id, change: req.validatedBody } })
  res.json(result)
}
