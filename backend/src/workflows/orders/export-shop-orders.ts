import { notifyOnFailureStep, sendNotificationsStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../lib/messages"
import { exportShopOrdersStep, type ExportShopOrdersStepInput } from "./steps/export-shop-orders"

const feed = (description: string, file?: { filename: string; url: string }) => ({
  to: "",
  channel: "feed",
  template: "admin-ui",
  data: { title: messages.orderExport.title, description, ...(file ? { file: { ...file, mimeType: "text/csv" } } : {}) },
})

export const exportShopOrdersWorkflowId = "export-shop-orders"
/**
 * The dashboard's "Export" on the order list, as the shop reads orders: Medusa's
 * exportOrdersWorkflow (same background run, same notification with the file in the admin's
 * feed), with the shop's columns (rules/order-export.ts) instead of Medusa's status and totals.
 */
export const exportShopOrdersWorkflow = createWorkflow(exportShopOrdersWorkflowId, (input: ExportShopOrdersStepInput) => {
  const file = exportShopOrdersStep(input).config({ async: true, backgroundExecution: true })
  notifyOnFailureStep(transform({}, () => [feed(messages.orderExport.failed)]))
  const { data: stored } = useQueryGraphStep({ entity: "file", fields: ["id", "url"], filters: { id: file.id } })
  sendNotificationsStep(
    transform({ stored, file }, ({ stored, file }) => [feed(messages.orderExport.done, { filename: file.filename, url: (stored[0] as { url: string }).url })])
  )
})
