import { authenticate, defineMiddlewares } from "@medusajs/framework/http"
import { validateBody } from "@chaka/kit"
import { StoreCreateReview } from "./validators"

const customer = authenticate("customer", ["session", "bearer"])

export default defineMiddlewares({
  routes: [
    { method: ["POST"], matcher: "/store/reviews", middlewares: [customer, validateBody(StoreCreateReview)] },
    { method: ["GET"], matcher: "/store/reviews/me", middlewares: [customer] },
  ],
})
