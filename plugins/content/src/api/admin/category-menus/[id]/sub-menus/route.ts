import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { presentMenu } from "../../../../../lib/present"
import { addSubMenuWorkflow } from "../../../../../workflows/category-menus"
import type { AdminAddSubMenuType } from "../../../../validators"

/** POST /admin/category-menus/:id/sub-menus {name}: appends a sub-menu. */
export async function POST(req: MedusaRequest<AdminAddSubMenuType>, res: MedusaResponse) {
  const { result } = await addSubMenuWorkflow(req.scope).run({ input: { id: req.params.id, name: req.validatedBody.name } })
  res.json({ category_menu: presentMenu(result) })
}
