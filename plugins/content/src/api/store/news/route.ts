import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listNews } from "../../../lib/list-content"

/** GET /store/news: newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await listNews(req))
}
