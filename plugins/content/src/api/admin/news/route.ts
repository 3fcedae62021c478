import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminListNews } from "../../../lib/admin-content"
import { imageFrom } from "../../../lib/image-upload"
import { presentNews } from "../../../lib/present"
import { createNewsWorkflow } from "../../../workflows/create-news"
import type { AdminCreateNewsType } from "../../validators"

/** GET: the list in English, each item with its Bangla (`translations`, lib/admin-content.ts). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await adminListNews(req))
}

/** POST /admin/news (multipart: title, description, date?, image). */
export async function POST(req: MedusaRequest<AdminCreateNewsType>, res: MedusaResponse) {
  const image = imageFrom(req)
  const { result } = await createNewsWorkflow(req.scope).run({ input: { ...req.validatedBody, image } })
  res.json({ news: presentNews(result) })
}
