import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { imageFrom } from "../../../lib/image-upload"
import { contentService } from "../../../lib/content-service"
import { pagination } from "../../../lib/pagination"
import { presentNews } from "../../../lib/present"
import { createNewsWorkflow } from "../../../workflows/create-news"
import type { AdminCreateNewsType } from "../../validators"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { take, skip } = pagination(req.query)
  const [news, count] = await contentService(req).listAndCountNews({}, { order: { date: "DESC" }, take, skip })
  res.json({ news: news.map(presentNews), count, limit: take, offset: skip })
}

/** POST /admin/news (multipart: title, description, date?, image). */
export async function POST(req: MedusaRequest<AdminCreateNewsType>, res: MedusaResponse) {
  const image = imageFrom(req)
  const { result } = await createNewsWorkflow(req.scope).run({ input: { ...req.validatedBody, image } })
  res.json({ news: presentNews(result) })
}
