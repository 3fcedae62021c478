import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { imageFrom } from "../../../../lib/image-upload"
import { presentNews } from "../../../../lib/present"
import { deleteNewsWorkflow } from "../../../../workflows/delete-news"
import { updateNewsWorkflow } from "../../../../workflows/update-news"
import type { AdminUpdateNewsType } from "../../../validators"

/** POST /admin/news/:id (JSON, or multipart with a new `image`): title?, description?, date? (blank: unchanged). */
export async function POST(req: MedusaRequest<AdminUpdateNewsType>, res: MedusaResponse) {
  const image = (req as { file?: unknown }).file ? imageFrom(req) : undefined
  const { result } = await updateNewsWorkflow(req.scope).run({ input: { id: req.params.id, ...req.validatedBody, image } })
  res.json({ news: presentNews(result) })
}

export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  await deleteNewsWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "news", deleted: true })
}
