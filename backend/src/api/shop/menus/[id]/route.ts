import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminAddSubMenuType } from "@chaka/content/api"
import { addSubMenuWorkflow, deleteCategoryMenuWorkflow } from "@chaka/content/workflows"
import { deleted, modified } from "../../../../compat/shapes/content"

/** PUT /shop/menus/{id} (admin; JSON name) — adds the sub-menu `name` at the end. */
export async function PUT(req: MedusaRequest<AdminAddSubMenuType>, res: MedusaResponse) {
  await addSubMenuWorkflow(req.scope).run({ input: { id: req.params.id, name: req.validatedBody.name } })
  res.json(modified(1))
}

/** DELETE /shop/menus/{id} (admin) — the menu with its sub-menus. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  await deleteCategoryMenuWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json(deleted(1))
}
