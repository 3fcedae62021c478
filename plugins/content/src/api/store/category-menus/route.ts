import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listCategoryMenus } from "../../../lib/list-content"

/** GET /store/category-menus: the storefront's category menu with its sub-menus. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await listCategoryMenus(req))
}
