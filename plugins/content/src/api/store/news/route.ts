import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listNews } from "../../../lib/list-news"

/** GET /store/news: newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await listNews(req))
}
