import { defineMiddlewares, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, parseCorsOrigins } from "@medusajs/framework/utils"
import cors from "cors"

let storefrontCors: ReturnType<typeof cors> | undefined

// Medusa adds CORS to /store, /admin and /auth only; /storefront/* is read by the storefront
// with the same allowed origins as /store.
function storefrontCorsMiddleware(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (!storefrontCors) {
    const { storeCors } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig.http
    storefrontCors = cors({ origin: parseCorsOrigins(storeCors) })
  }
  return storefrontCors(req, res, next)
}

export default defineMiddlewares({
  routes: [{ matcher: "/storefront/*", middlewares: [storefrontCorsMiddleware] }],
})
