import { authenticate, defineMiddlewares } from "@medusajs/framework/http"
import { CACHE_TAGS, cacheTags, forgets, validateBody } from "@chaka/kit"
import { StoreCreateReview } from "./validators"

const customer = authenticate("customer", ["session", "bearer"])

export default defineMiddlewares({
  routes: [
    { method: ["POST"], matcher: "/store/reviews", middlewares: [customer, validateBody(StoreCreateReview)] },
    // A new review, or an admin's moderation, forgets the public reviews (the shop's edge; a shop without one ignores it).
    { method: ["POST"], matcher: "/store/reviews", middlewares: [forgets([CACHE_TAGS.reviews], { unlessUnchanged: true })] },
    ...["/admin/reviews", "/admin/reviews/*"].map((matcher) => ({
      method: ["POST" as const, "PUT" as const, "PATCH" as const, "DELETE" as const],
      matcher,
      middlewares: [forgets([CACHE_TAGS.reviews])],
    })),
    // The public list, kept by the shop's edge under this tag (a shop without one ignores the header).
    { method: ["GET"], matcher: "/store/reviews", middlewares: [cacheTags([CACHE_TAGS.reviews])] },
    { method: ["GET"], matcher: "/store/reviews/me", middlewares: [customer] },
  ],
})
