import type { MiddlewareRoute } from "@medusajs/framework/http"

/** Middlewares of the compatibility API's products routes (validation, roles). */
export const productsMiddlewares: MiddlewareRoute[] = []
