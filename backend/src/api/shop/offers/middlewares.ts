import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, cacheTags, forgets, validateBody } from "@chaka/kit"
import { AdminCreateOffer } from "@chaka/content/api"
import { requireAdmin } from "../../../compat/auth"
import { onEach, publicRoute } from "../../../lib/http/route-declarations"

/** The original's offer tags: public, kept; an admin's change forgets them. */
export const shopOffersMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/shop/offers", middlewares: [requireAdmin, validateBody(AdminCreateOffer)] },
  { method: ["DELETE"], matcher: "/shop/offers/:id", middlewares: [requireAdmin] },
  { method: ["GET"], matcher: "/shop/offers", middlewares: [publicRoute, cacheTags([TAG.offers])] },
  ...onEach(["/shop/offers", "/shop/offers/*"], [forgets([TAG.offers])]),
]
