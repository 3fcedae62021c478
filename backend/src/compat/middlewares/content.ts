import type { MiddlewareRoute } from "@medusajs/framework/http"

/** Middlewares of the compatibility API's content routes (validation, roles). */
export const contentMiddlewares: MiddlewareRoute[] = []
