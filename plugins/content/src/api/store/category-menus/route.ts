import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { contentService } from "../../../lib/content-service"
import { presentMenu } from "../../../lib/present"

/** GET /store/category-menus: the storefront's category menu with its sub-menus. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const menus = await contentService(req).listCategoryMenus({}, { order: { created_at: "ASC" } })
  res.json({ category_menus: menus.map(presentMenu) })
}
