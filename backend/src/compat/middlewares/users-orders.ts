import type { MiddlewareRoute } from "@medusajs/framework/http"
import { MakeAdmin } from "../../api/admin/make-admin/validators"
import { validateBody } from "../../api/utils/validate-body"
import { requireAdmin, requireCustomer, requireSignIn } from "../auth"
import { spellCompatAddress, ownBodyEmailOrAdmin, ownOrderOrAdmin, ownPathEmail, ownPathEmailOrAdmin, signedInAs } from "./users-orders-guards"
import { profileUpload } from "./profile-upload"
import { CompatApproveOrder, CompatCart, CompatPlaceOrder, CompatUpdateUser, CompatUpsertUser } from "../validators/users-orders"

/**
 * Middlewares of the compatibility API's users and orders routes (validation, roles). Roles are
 * checked before the body, so a refused caller learns nothing about it. Every route is
 * method-bound: /shop/users/:email must not catch /shop/users/admin or /shop/users/updateUser.
 */
export const usersOrdersMiddlewares: MiddlewareRoute[] = [
  // Users
  { method: ["GET"], matcher: "/shop/users/login/:email", middlewares: [requireSignIn, signedInAs] },
  { method: ["PUT"], matcher: "/shop/users", middlewares: [requireSignIn, validateBody(CompatUpsertUser)] },
  { method: ["GET"], matcher: "/shop/users/:email", middlewares: [requireCustomer, ownPathEmailOrAdmin] },
  { method: ["PUT"], matcher: "/shop/users/carts/:email", middlewares: [requireCustomer, ownPathEmail, validateBody(CompatCart)] },
  { method: ["PUT"], matcher: "/shop/users/admin", middlewares: [requireAdmin, validateBody(MakeAdmin)] },
  {
    method: ["PUT"],
    matcher: "/shop/users/updateUser",
    middlewares: [requireCustomer, profileUpload, validateBody(CompatUpdateUser), ownBodyEmailOrAdmin],
  },
  // Orders
  { method: ["GET"], matcher: "/shop/orders", middlewares: [requireAdmin] },
  { method: ["GET"], matcher: "/shop/orders/:email", middlewares: [requireCustomer, ownPathEmailOrAdmin] },
  {
    method: ["POST"],
    matcher: "/shop/orders",
    middlewares: [requireCustomer, validateBody(CompatPlaceOrder), spellCompatAddress],
  },
  { method: ["PUT"], matcher: "/shop/orders", middlewares: [requireAdmin, validateBody(CompatApproveOrder)] },
  { method: ["DELETE"], matcher: "/shop/orders/:id", middlewares: [requireCustomer, ownOrderOrAdmin] },
]
