import type { MedusaContainer } from "@medusajs/framework/types"
import { PRODUCT_FACTS_MODULE } from "../../../modules/product-facts"
import type ProductFactsModuleService from "../../../modules/product-facts/service"
import { retrieveShopProduct } from "../rules/products"
import { factValues, hasFacts, type ProductFactValues } from "./rules"

export type ProductFactsAnswer = { product_id: string; facts: ProductFactValues | null }

/** A product's facts as the admin reads them (null: none given); an unknown product is a 404. */
export async function readProductFacts(container: MedusaContainer, productId: string): Promise<ProductFactsAnswer> {
  await retrieveShopProduct(container, productId)
  const service = container.resolve<ProductFactsModuleService>(PRODUCT_FACTS_MODULE)
  const [record] = await service.listProductFacts({ product_id: productId }, { take: 1 })
  const facts = factValues(record)
  return { product_id: productId, facts: hasFacts(facts) ? facts : null }
}
