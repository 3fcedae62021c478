import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { contentService } from "../../../lib/content-service"
import { pagination } from "../../../lib/pagination"
import { presentNews } from "../../../lib/present"

/** GET /store/news: newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { take, skip } = pagination(req.query)
  const [news, count] = await contentService(req).listAndCountNews({}, { order: { date: "DESC" }, take, skip })
  res.json({ news: news.map(presentNews), count, limit: take, offset: skip })
}
