import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminListCategoryMenus } from "../../../lib/admin-content"
import { presentMenu } from "../../../lib/present"
import { createCategoryMenuWorkflow } from "../../../workflows/category-menus"
import type { AdminCreateCategoryMenuType } from "../../validators"

/** GET: the list in English, each item with its Bangla (`translations`, lib/admin-content.ts). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await adminListCategoryMenus(req))
}

export async function POST(req: MedusaRequest<AdminCreateCategoryMenuType>, res: MedusaResponse) {
  const { result } = await createCategoryMenuWorkflow(req.scope).run({ input: req.validatedBody })
  res.json({ category_menu: presentMenu(result) })
}
