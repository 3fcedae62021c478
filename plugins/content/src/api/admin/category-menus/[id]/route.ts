import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteCategoryMenuWorkflow } from "../../../../workflows/category-menus"

export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  await deleteCategoryMenuWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "category_menu", deleted: true })
}
