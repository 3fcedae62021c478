import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { presentMenu } from "../../../../../../lib/present"
import { removeSubMenuWorkflow } from "../../../../../../workflows/category-menus"

/** DELETE /admin/category-menus/:id/sub-menus/:name: removes that sub-menu. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const { result } = await removeSubMenuWorkflow(req.scope).run({ input: { id: req.params.id, name: req.params.name } })
  res.json({ category_menu: presentMenu(result) })
}
