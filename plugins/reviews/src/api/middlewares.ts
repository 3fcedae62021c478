import { authenticate, defineMiddlewares } from "@medusajs/framework/http"
import { CACHE_TAGS, cacheTags, validateBody } from "@chaka/kit"
import { StoreCreateReview } from "./validators"

const customer = authenticate("customer", ["session", "bearer"])

export default defineMiddlewares({
  routes: [
    { method: ["POST"], matcher: "/store/reviews", middlewares: [customer, validateBody(StoreCreateReview)] },
    // The public list, kept by the shop's edge under this tag (a shop without one ignores the header).
    { method: ["GET"], matcher: "/store/reviews", middlewares: [cacheTags([CACHE_TAGS.reviews])] },
    { method: ["GET"], matcher: "/store/reviews/me", middlewares: [customer] },
  ],
})
