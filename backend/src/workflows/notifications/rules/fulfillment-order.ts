import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** The order a fulfillment belongs to (shipment and delivery events name only the fulfillment); null, logged, when there is none. */
export async function orderOfFulfillment(container: MedusaContainer, fulfillmentId: string): Promise<string | null> {
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  try {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "fulfillment", fields: ["order.id"], filters: { id: fulfillmentId } })
    const orderId = (data[0] as unknown as { order?: { id?: string } | null } | undefined)?.order?.id ?? null
    if (!orderId) logger.warn(`Fulfillment ${fulfillmentId} belongs to no order: nothing to announce`)
    return orderId
  } catch (error) {
    logger.error(`Fulfillment ${fulfillmentId}: its order could not be read: ${(error as Error).message}`)
    return null
  }
}
