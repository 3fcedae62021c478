import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminCreateCategoryMenuType } from "@chaka/content/api"
import { createCategoryMenuWorkflow } from "@chaka/content/workflows"
import { compatMenus, removeCompatSubMenu } from "../../../compat/queries/content"
import { inserted, modified } from "../../../compat/shapes/content"
import type { ShopRemoveSubMenuType } from "../../../compat/validators/menus"

/** GET /shop/menus — `[{_id, name, subMenus}]`, with or without a token. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await compatMenus(req))
}

/** POST /shop/menus (admin; JSON name) — a menu without sub-menus. */
export async function POST(req: MedusaRequest<AdminCreateCategoryMenuType>, res: MedusaResponse) {
  const { result } = await createCategoryMenuWorkflow(req.scope).run({ input: req.validatedBody })
  res.json(inserted(result.id))
}

/** PUT /shop/menus (admin; JSON menuId, subText) — removes that sub-menu (modifiedCount 0 when absent). */
export async function PUT(req: MedusaRequest<ShopRemoveSubMenuType>, res: MedusaResponse) {
  const { menuId, subText } = req.validatedBody
  res.json(modified(await removeCompatSubMenu(req, menuId, subText)))
}
