import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, forgets } from "@chaka/kit"
import { requireAdmin, requireCustomer, requireSignIn } from "../../../compat/auth"
import { profileUpload } from "../../../compat/middlewares/profile-upload"
import { ownBodyEmailOrAdmin, ownPathEmail, ownPathEmailOrAdmin, signedInAs } from "../../../compat/middlewares/users-orders-guards"
import { CompatCart, CompatUpdateUser, CompatUpsertUser } from "../../../compat/validators/users-orders"
import { neverKept, onEach } from "../../../lib/http/route-declarations"
import { validateBody } from "../../../lib/http/validate-body"
import { MakeAdmin } from "../../../workflows/accounts/validators"

/**
 * The original's users: each route is method-bound (/shop/users/:email must not catch
 * /shop/users/admin or /shop/users/updateUser). A user is the caller's own, or an admin's to see.
 */
export const shopUsersMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/shop/users/login/:email", middlewares: [requireSignIn, signedInAs] },
  { method: ["PUT"], matcher: "/shop/users", middlewares: [requireSignIn, validateBody(CompatUpsertUser)] },
  { method: ["GET"], matcher: "/shop/users/:email", middlewares: [requireCustomer, ownPathEmailOrAdmin([{ resource: "customer", operation: "read" }])] },
  { method: ["PUT"], matcher: "/shop/users/carts/:email", middlewares: [requireCustomer, ownPathEmail, validateBody(CompatCart)] },
  { method: ["PUT"], matcher: "/shop/users/admin", middlewares: [requireAdmin, validateBody(MakeAdmin)] },
  {
    method: ["PUT"],
    matcher: "/shop/users/updateUser",
    middlewares: [requireCustomer, profileUpload, validateBody(CompatUpdateUser), ownBodyEmailOrAdmin],
  },
  ...onEach(["/shop/users/login/:email", "/shop/users/:email"], [neverKept], ["GET"]),
  // A cart, a sign-in's token and making an admin are shown nowhere public.
  ...onEach(["/shop/users/carts/*", "/shop/users/login/*", "/shop/users/admin"], [forgets([])]),
  // The name and picture shown with a customer's reviews (not when the answer says nothing changed).
  ...onEach(["/shop/users", "/shop/users/updateUser"], [forgets([TAG.reviews], { unlessUnchanged: true })]),
]
