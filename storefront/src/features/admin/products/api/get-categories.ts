import { useQuery } from "@tanstack/react-query"
import { withAdmin } from "../../../../lib/admin-sdk"
import { adminProductKeys } from "./keys"

/** A top-level category with its sub-categories (a product is put in a sub-category). */
export type CategoryOption = { id: string; name: string; children: { id: string; name: string }[] }

/** A category as GET /admin/product-categories lists it with CATEGORY_QUERY's fields. */
export type CategoryRow = { id: string; name: string; parent_category_id?: string | null; category_children?: { id: string; name: string }[] | null }

/** What the pickers read of every category (the browser here, the route's loader on the server: api/categories.server.ts). */
export const CATEGORY_QUERY = { fields: "id,name,parent_category_id,*category_children", limit: 100 }

/** Every category as category → sub-categories, by name. */
export function categoryOptions(rows: CategoryRow[]): CategoryOption[] {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)
  return rows
    .filter((row) => !row.parent_category_id)
    .map((row) => {
      // Children listed on their own carry their parent's id; take them from there or from the parent.
      const listed = rows.filter((child) => child.parent_category_id === row.id)
      const children = (listed.length ? listed : (row.category_children ?? [])).map(({ id, name }) => ({ id, name }))
      return { id: row.id, name: row.name, children: children.sort(byName) }
    })
    .sort(byName)
}

/** GET /admin/product-categories: every category, as category → sub-categories, by name. */
export async function getCategories(): Promise<CategoryOption[]> {
  const { product_categories } = await withAdmin((sdk) => sdk.admin.productCategory.list(CATEGORY_QUERY))
  return categoryOptions(product_categories as unknown as CategoryRow[])
}

export const useCategories = () => useQuery({ queryKey: adminProductKeys.categories(), queryFn: getCategories, staleTime: 5 * 60_000 })

/** The category and sub-category a product in `categoryId` shows in the pickers. */
export function pickersFor(categories: CategoryOption[], categoryId: string | null | undefined) {
  if (!categoryId) return { category: "", subCategory: "" }
  for (const category of categories) {
    if (category.id === categoryId) return { category: category.id, subCategory: "" }
    if (category.children.some((child) => child.id === categoryId)) return { category: category.id, subCategory: categoryId }
  }
  return { category: "", subCategory: "" }
}
