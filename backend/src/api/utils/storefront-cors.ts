import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, parseCorsOrigins } from "@medusajs/framework/utils"
import cors from "cors"

let storefrontCors: ReturnType<typeof cors> | undefined

/**
 * Medusa adds CORS to /store, /admin and /auth only; /storefront/* (read by the storefront) and
 * /shop/* (the compatibility API, for the original shop's clients) get the same allowed origins
 * as /store.
 */
export function storefrontCorsMiddleware(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (!storefrontCors) {
    const { storeCors } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig.http
    storefrontCors = cors({ origin: parseCorsOrigins(storeCors) })
  }
  return storefrontCors(req, res, next)
}
