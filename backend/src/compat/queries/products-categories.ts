import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { compatMessages } from "../messages"

/*
 * The original names a product's place by text: `category` and `subCategory` (the category
 * menus' names). Medusa keeps a tree of product categories; these read names against it.
 * A shop has a few dozen categories, so they are read once per call and matched here.
 */

type Category = { id: string; name: string; parent_category_id: string | null }

/** Names compare without case and with single spaces ("mountain  BIKE" is "Mountain Bike"). */
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase()

async function allCategories(container: MedusaContainer): Promise<Category[]> {
  return (await container.resolve(Modules.PRODUCT).listProductCategories({}, { select: ["id", "name", "parent_category_id"], take: null })) as Category[]
}

/**
 * GET /shop/products/category/{category}: the client writes the name with a hyphen in place of
 * its first space ("Mountain-Bike"). The name as sent is tried first (a name may have a hyphen
 * of its own), then with its first hyphen turned back into a space. The categories so named
 * and every category below them; none → [].
 */
export async function categoryIdsNamed(container: MedusaContainer, sent: string): Promise<string[]> {
  const categories = await allCategories(container)
  const named = (name: string) => categories.filter((category) => sameName(category.name, name))
  let found = named(sent)
  if (!found.length && sent.includes("-")) found = named(sent.replace("-", " "))

  const ids = new Set(found.map((category) => category.id))
  for (let added = true; added;) {
    added = false
    for (const category of categories) {
      if (category.parent_category_id && ids.has(category.parent_category_id) && !ids.has(category.id)) {
        ids.add(category.id)
        added = true
      }
    }
  }
  return [...ids]
}

/**
 * The category a product goes in: the sub-category `subCategory` of the category `category`,
 * or, without a sub-category, the category itself. Unknown names → 400.
 */
export async function categoryIdFor(container: MedusaContainer, category: string, subCategory?: string): Promise<string> {
  const categories = await allCategories(container)
  const parents = categories.filter((c) => sameName(c.name, category))
  if (!parents.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, compatMessages.productCategoryNotFound(category))
  if (subCategory === undefined) return parents[0].id
  const child = categories.find((c) => sameName(c.name, subCategory) && parents.some((p) => p.id === c.parent_category_id))
  if (!child) throw new MedusaError(MedusaError.Types.INVALID_DATA, compatMessages.productSubCategoryNotFound(category, subCategory))
  return child.id
}
