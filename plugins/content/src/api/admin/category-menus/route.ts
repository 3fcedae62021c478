import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listCategoryMenus } from "../../../lib/list-content"
import { presentMenu } from "../../../lib/present"
import { createCategoryMenuWorkflow } from "../../../workflows/category-menus"
import type { AdminCreateCategoryMenuType } from "../../validators"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await listCategoryMenus(req))
}

export async function POST(req: MedusaRequest<AdminCreateCategoryMenuType>, res: MedusaResponse) {
  const { result } = await createCategoryMenuWorkflow(req.scope).run({ input: req.validatedBody })
  res.json({ category_menu: presentMenu(result) })
}
