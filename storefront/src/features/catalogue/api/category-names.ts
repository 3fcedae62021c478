import { storeGet } from "../../../lib/medusa"

/** Whether the store has a category of this name, in any letter case (as the listing matches it). */
export async function isCategory(name: string): Promise<boolean> {
  const { product_categories } = await storeGet<{ product_categories: { name: string }[] }>("/store/product-categories", { fields: "name", limit: 1000 })
  const wanted = name.trim().toLowerCase()
  return product_categories.some((category) => category.name.trim().toLowerCase() === wanted)
}
