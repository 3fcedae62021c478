import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { listCatalogue, storefrontCatalogueShop, type CatalogueParams } from "../../workflows/catalogue/rules"
import { messages } from "../../lib/messages"
import { compatMessages } from "../messages"
import { categoryIdsNamed } from "./products-categories"
import { queryCompatProducts } from "./products"
import type { CompatProduct } from "../shapes/product"
import { containingPattern } from "@chaka/kit"

/**
 * Products by id in the order asked (a repeated id repeats). An unknown id → 404, or with
 * `skipMissing` is left out, as the original's `$in` did: a cart may still name a product
 * deleted since, and the client's cart page and checkout must show the rest.
 */
export async function compatProductsByIds(
  container: MedusaContainer,
  ids: string[],
  { skipMissing = false }: { skipMissing?: boolean } = {}
): Promise<CompatProduct[]> {
  const unique = [...new Set(ids)]
  const found = new Map((await queryCompatProducts(container, { filters: { id: unique }, take: unique.length })).map((p) => [p._id, p]))
  const missing = ids.find((id) => !found.has(id))
  if (missing !== undefined && !skipMissing) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.productNotFound(missing))
  return ids.filter((id) => found.has(id)).map((id) => found.get(id)!)
}

/**
 * GET /shop/products?brand=&type=&min=&max=: the storefront's own catalogue filter (brand,
 * type and price in the catalogue index, workflows/catalogue/rules), every match at once as the original answered, newest
 * first.
 */
export async function listCompatProducts(
  container: MedusaContainer,
  filters: Pick<CatalogueParams, "brands" | "types" | "min" | "max">
): Promise<CompatProduct[]> {
  const shop = await storefrontCatalogueShop(container)
  const { products } = await listCatalogue(container, shop, {
    ...filters,
    order: "newest",
    limit: Number.MAX_SAFE_INTEGER,
    offset: 0,
  })
  return products.length
    ? compatProductsByIds(
        container,
        products.map((p) => p.id)
      )
    : []
}

/**
 * GET /shop/products/rendom/{n}: the product at position n (from 0) of GET /shop/products's
 * list, as a list of at most one — the original's `skip(n).limit(1)`. The randomness is the
 * client's: it asks for a random n below the length of the list it has.
 */
export async function compatProductAt(container: MedusaContainer, position: number): Promise<CompatProduct[]> {
  const shop = await storefrontCatalogueShop(container)
  const { products } = await listCatalogue(container, shop, { brands: [], types: [], order: "newest", limit: 1, offset: position })
  return products.length
    ? compatProductsByIds(
        container,
        products.map((p) => p.id)
      )
    : []
}

/** The products of the category (or sub-category) so named and of those below it; unknown → []. */
export async function compatProductsInCategory(container: MedusaContainer, sent: string): Promise<CompatProduct[]> {
  const ids = await categoryIdsNamed(container, sent)
  return ids.length ? queryCompatProducts(container, { filters: { categories: { id: ids } } }) : []
}

/** Products whose name contains the text, without regard to case. */
export async function searchCompatProducts(container: MedusaContainer, text: string): Promise<CompatProduct[]> {
  const wanted = text.trim()
  if (!wanted) throw new MedusaError(MedusaError.Types.INVALID_DATA, compatMessages.productSearchTextRequired)
  return queryCompatProducts(container, { filters: { title: { $ilike: containingPattern(wanted) } } })
}
