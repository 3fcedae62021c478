import { authenticate, defineMiddlewares } from "@medusajs/framework/http"
import { CACHE_TAGS, cacheTags, forgets, validateBody } from "@chaka/kit"
import { AdminModerateProductReview, StoreCreateReview, StoreProductReview } from "./validators"

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
    // Product reviews: a write forgets the answers (and pages) about its product, named in the
    // answer (`product_id`): the product's reviews, and the ratings of every listing showing it.
    ...["/store/product-reviews/:id", "/store/product-reviews/:id/me"].map((matcher) => ({
      method: ["POST" as const],
      matcher,
      middlewares: [customer, validateBody(StoreProductReview), forgets([], { bought: true })],
    })),
    { method: ["GET"], matcher: "/store/product-reviews/:id/me", middlewares: [customer] },
    // Public: kept by the edge under the product's tag (its id in the address / in the answer).
    { method: ["GET"], matcher: "/store/product-reviews/:id", middlewares: [cacheTags([], { products: true })] },
    { method: ["GET"], matcher: "/store/product-ratings", middlewares: [cacheTags([], { products: true })] },
    { method: ["POST"], matcher: "/admin/product-reviews/:id", middlewares: [validateBody(AdminModerateProductReview), forgets([], { bought: true })] },
    { method: ["DELETE"], matcher: "/admin/product-reviews/:id", middlewares: [forgets([], { bought: true })] },
  ],
})
