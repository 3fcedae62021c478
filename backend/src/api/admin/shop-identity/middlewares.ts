import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, forgets } from "@chaka/kit"
import { neverKept } from "../../../lib/http/route-declarations"
import { validateBody } from "../../../lib/http/validate-body"
import { AdminSetShopIdentity } from "../../../workflows/shop/validators"

/**
 * The shop's identity: the owner's (api/utils/admin-roles.ts); a change forgets every answer
 * showing it (the store route, policy pages, pages of the storefront: all kept under `config`).
 */
export const adminShopIdentityMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/admin/shop-identity", middlewares: [neverKept] },
  { method: ["POST"], matcher: "/admin/shop-identity", middlewares: [validateBody(AdminSetShopIdentity), forgets([TAG.config])] },
]
