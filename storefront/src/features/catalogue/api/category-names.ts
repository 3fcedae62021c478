import { queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../../../lib/medusa"
import { catalogueKeys } from "./get-catalogue"

type Category = { name: string; handle: string }
const categories = (query: Record<string, string | number>) =>
  storeGet<{ product_categories: Category[] }>("/store/product-categories", { fields: "name,handle", limit: 1, ...query }).then(
    (answer) => answer.product_categories[0] ?? null
  )

/**
 * Whether the store has a category of this name, in any letter case (as the listing matches it).
 * On a Bangla page the names come back in Bangla, so the handle answers for an English one.
 */
export async function isCategory(name: string): Promise<boolean> {
  const { product_categories } = await storeGet<{ product_categories: Category[] }>("/store/product-categories", { fields: "name,handle", limit: 1000 })
  const wanted = name.trim().toLowerCase()
  return product_categories.some((category) => category.name.trim().toLowerCase() === wanted || category.handle === wanted)
}

/**
 * A category page's heading: the category an address names (`/shop/Mountain`, as the menus link
 * it, or by its handle) in the page's language, through Medusa's Translation module
 * (`/bn/shop/Mountain` → মাউন্টেন); the address's own words when no category has that name (a
 * Bangla name is already the heading).
 */
export async function categoryName(name: string): Promise<string> {
  const found = (await categories({ name })) ?? (await categories({ handle: name.trim().toLowerCase() }))
  return found?.name ?? name
}

export const categoryNameQueryOptions = (name: string) =>
  queryOptions({ queryKey: catalogueKeys.categoryName(name), queryFn: () => categoryName(name), staleTime: 5 * 60_000 })

/** The heading while it is read (or when it cannot be): the address's own words. */
export function useCategoryName(name: string | undefined): string | undefined {
  const { data } = useQuery({ ...categoryNameQueryOptions(name ?? ""), enabled: !!name })
  return name && (data ?? name)
}
