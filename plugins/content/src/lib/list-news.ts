import type { MedusaRequest } from "@medusajs/framework/http"
import { contentService } from "./content-service"
import { pagination } from "./pagination"
import { presentNews } from "./present"

/** A page of news, newest first (store and admin lists). */
export async function listNews(req: MedusaRequest) {
  const { take, skip } = pagination(req.query)
  const [news, count] = await contentService(req).listAndCountNews({}, { order: { date: "DESC" }, take, skip })
  return { news: news.map(presentNews), count, limit: take, offset: skip }
}
