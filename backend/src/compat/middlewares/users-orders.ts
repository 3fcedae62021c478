import type { MiddlewareRoute } from "@medusajs/framework/http"

/** Middlewares of the compatibility API's users and orders routes (validation, roles). */
export const usersOrdersMiddlewares: MiddlewareRoute[] = []
