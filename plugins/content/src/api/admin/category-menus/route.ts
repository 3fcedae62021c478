import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { contentService } from "../../../lib/content-service"
import { presentMenu } from "../../../lib/present"
import { createCategoryMenuWorkflow } from "../../../workflows/category-menus"
import type { AdminCreateCategoryMenuType } from "../../validators"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const menus = await contentService(req).listCategoryMenus({}, { order: { created_at: "ASC" } })
  res.json({ category_menus: menus.map(presentMenu) })
}

export async function POST(req: MedusaRequest<AdminCreateCategoryMenuType>, res: MedusaResponse) {
  const { result } = await createCategoryMenuWorkflow(req.scope).run({ input: req.validatedBody })
  res.json({ category_menu: presentMenu(result) })
}
