import type { MiddlewareRoute } from "@medusajs/framework/http"
import { neverKept, publicRoute } from "../../lib/http/route-declarations"

/** The readiness check: for load balancers and health checks, about this moment. */
export const readyMiddlewares: MiddlewareRoute[] = [{ method: ["GET"], matcher: "/ready", middlewares: [publicRoute, neverKept] }]
