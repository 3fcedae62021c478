import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** An order as POST /store/carts/:id/complete answers it, with the request's `fields`. */
export async function orderAnswer(req: MedusaRequest, orderId: string) {
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: req.queryConfig.fields,
    filters: { id: orderId },
  })
  return data[0]
}
