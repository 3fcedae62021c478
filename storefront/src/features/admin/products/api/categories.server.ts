import type { AdminSend } from "../../api/admin.server"
import { CATEGORY_QUERY, categoryOptions, type CategoryOption, type CategoryRow } from "./get-categories"

/** GET /admin/product-categories on the server: every category, as category → sub-categories (the form's pickers and its check). */
export async function readCategories(send: AdminSend): Promise<CategoryOption[]> {
  const { product_categories } = await send<{ product_categories: CategoryRow[] }>("GET", "/admin/product-categories", undefined, CATEGORY_QUERY)
  return categoryOptions(product_categories)
}
