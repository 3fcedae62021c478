import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, cacheTags, forgets, validateBody } from "@chaka/kit"
import { AdminCreateNews } from "@chaka/content/api"
import { requireAdmin } from "../../../compat/auth"
import { compatImageUpload, withImage } from "../../../compat/middlewares/content"
import { onEach, publicRoute } from "../../../lib/http/route-declarations"

/** The original's news: public, kept; an admin's post forgets it. */
export const shopNewsMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/shop/news", middlewares: [requireAdmin, compatImageUpload, validateBody(AdminCreateNews), withImage] },
  { method: ["GET"], matcher: "/shop/news", middlewares: [publicRoute, cacheTags([TAG.news])] },
  ...onEach(["/shop/news", "/shop/news/*"], [forgets([TAG.news])]),
]
