import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, cacheTags, forgets, validateBody } from "@chaka/kit"
import { AdminCreateSlider } from "@chaka/content/api"
import { requireAdmin } from "../../../compat/auth"
import { compatImageUpload, withImage } from "../../../compat/middlewares/content"
import { onEach, publicRoute } from "../../../lib/http/route-declarations"

/** The original's slides: public, kept; an admin's change forgets them. */
export const shopSlidersMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/shop/sliders", middlewares: [requireAdmin, compatImageUpload, validateBody(AdminCreateSlider), withImage] },
  { method: ["DELETE"], matcher: "/shop/sliders/:id", middlewares: [requireAdmin] },
  { method: ["GET"], matcher: "/shop/sliders", middlewares: [publicRoute, cacheTags([TAG.sliders])] },
  ...onEach(["/shop/sliders", "/shop/sliders/*"], [forgets([TAG.sliders])]),
]
