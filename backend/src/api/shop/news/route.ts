import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createNewsWorkflow, type CreateNewsInput } from "@chaka/content/workflows"
import { compatNews } from "../../../compat/queries/content"
import { inserted } from "../../../compat/shapes/content"

/** GET /shop/news — newest first: `[{_id, title, description, date, imgUrl}]`. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await compatNews(req))
}

/** POST /shop/news (admin; multipart date, img, title, description). */
export async function POST(req: MedusaRequest<CreateNewsInput>, res: MedusaResponse) {
  const { result } = await createNewsWorkflow(req.scope).run({ input: req.validatedBody })
  res.json(inserted(result.id))
}
