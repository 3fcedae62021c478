import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, cacheTags, forgets, validateBody } from "@chaka/kit"
import { AdminAddSubMenu, AdminCreateCategoryMenu } from "@chaka/content/api"
import { requireAdmin } from "../../../compat/auth"
import { ShopRemoveSubMenu } from "../../../compat/validators/menus"
import { onEach, publicRoute } from "../../../lib/http/route-declarations"

/** The original's category menus: public, kept; an admin's change forgets them. */
export const shopMenusMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/shop/menus", middlewares: [requireAdmin, validateBody(AdminCreateCategoryMenu)] },
  { method: ["PUT"], matcher: "/shop/menus", middlewares: [requireAdmin, validateBody(ShopRemoveSubMenu)] },
  { method: ["PUT"], matcher: "/shop/menus/:id", middlewares: [requireAdmin, validateBody(AdminAddSubMenu)] },
  { method: ["DELETE"], matcher: "/shop/menus/:id", middlewares: [requireAdmin] },
  { method: ["GET"], matcher: "/shop/menus", middlewares: [publicRoute, cacheTags([TAG.menus])] },
  ...onEach(["/shop/menus", "/shop/menus/*"], [forgets([TAG.menus])]),
]
