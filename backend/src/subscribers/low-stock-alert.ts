import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, InventoryLevelWorkflowEvents, OrderWorkflowEvents } from "@medusajs/framework/utils"
import { requestLowStockCheck } from "../workflows/stats/rules/low-stock-alerts"

/**
 * What a shopper can buy changed (an order reserved stock or gave it back, an admin set the
 * stock): the admins are emailed about the products that crossed the low-stock threshold.
 */
export default async function lowStockAlert({ container }: SubscriberArgs<unknown>) {
  try {
    await requestLowStockCheck(container)
  } catch (error) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`The low-stock check failed: ${(error as Error).message}`)
  }
}

export const config: SubscriberConfig = {
  event: [OrderWorkflowEvents.PLACED, OrderWorkflowEvents.CANCELED, InventoryLevelWorkflowEvents.CREATED, InventoryLevelWorkflowEvents.UPDATED],
  context: { subscriberId: "low-stock-alert" },
}
