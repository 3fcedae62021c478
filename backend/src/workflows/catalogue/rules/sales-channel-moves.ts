import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { IEventBusModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

/**
 * Medusa's `POST /admin/sales-channels/:id/products` (add or remove products) announces no
 * event, unlike every other change of what a shop sells. Once it succeeds, this announces
 * `product.updated` for the products it moved, so the catalogue index and cache hear of it the
 * way they hear of any edit. It adds no rule: authentication and validation stay Medusa's.
 */
export function announceSalesChannelMoves(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const body = (req.body ?? {}) as { add?: unknown; remove?: unknown }
  const ids = [body.add, body.remove].flatMap((list) => (Array.isArray(list) ? list : [])).filter((id): id is string => typeof id === "string")
  if (ids.length) {
    res.on("finish", () => {
      if (res.statusCode >= 400) return
      const announce = async () => {
        const events = req.scope.resolve<IEventBusModuleService>(Modules.EVENT_BUS)
        await events.emit(ids.map((id) => ({ name: "product.updated", data: { id } })))
      }
      announce().catch((error: Error) =>
        req.scope.resolve(ContainerRegistrationKeys.LOGGER).error(`Products moved between sales channels were not announced: ${error.message}`)
      )
    })
  }
  next()
}
