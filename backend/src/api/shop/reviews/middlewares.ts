import type { MiddlewareRoute } from "@medusajs/framework/http"
import { CACHE_TAGS as TAG, cacheTags, forgets, validateBody } from "@chaka/kit"
import { StoreCreateReview } from "@chaka/reviews/api"
import { requireCustomer } from "../../../compat/auth"
import { ownReviewsOrAdmin } from "../../../compat/middlewares/content"
import { ownPathEmailOrAdmin } from "../../../compat/middlewares/users-orders-guards"
import { ShopListReviews } from "../../../compat/validators/reviews"
import { neverKept, onEach } from "../../../lib/http/route-declarations"
import { validateQuery } from "../../../lib/http/validate-query"

/** The original's reviews: every review is public, one customer's are theirs (or an admin's) to list. */
export const shopReviewsMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/shop/reviews", middlewares: [validateQuery(ShopListReviews), ownReviewsOrAdmin, cacheTags([TAG.reviews])] },
  { method: ["POST"], matcher: "/shop/reviews", middlewares: [requireCustomer, validateBody(StoreCreateReview)] },
  {
    method: ["GET"],
    matcher: "/shop/reviews/:email",
    middlewares: [requireCustomer, ownPathEmailOrAdmin([{ resource: "review", operation: "read" }]), neverKept],
  },
  ...onEach(["/shop/reviews"], [forgets([TAG.reviews], { unlessUnchanged: true })]),
]
