import { randomBytes } from "node:crypto"
import type { FilterableOrderProps } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { orderExportHeader, orderExportLine } from "../rules/order-export"
import { SHOP_ORDER_FIELDS, toShopOrder, type StoredShopOrder } from "../rules/shop-orders"

export type ExportShopOrdersStepInput = { filter?: FilterableOrderProps; batch_size?: number }
export type ExportShopOrdersStepOutput = { id: string; filename: string }

/** Orders read per batch: the file is written as it is read, never the whole list in memory. */
export const EXPORT_BATCH_SIZE = 100

export const exportShopOrdersStepId = "export-shop-orders"
/**
 * Writes the orders matching the dashboard's filters (newest first, no drafts, no deleted ones)
 * to a private CSV file (lib: rules/order-export.ts), batch by batch; the compensation deletes it.
 */
export const exportShopOrdersStep = createStep(
  exportShopOrdersStepId,
  async (input: ExportShopOrdersStepInput, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const files = container.resolve(Modules.FILE)
    // A random part: the file's key (and its address) cannot be guessed from the time of the export.
    const filename = `${Date.now()}-${randomBytes(16).toString("hex")}-order-exports.csv`
    const { writeStream, promise, fileKey } = await files.getUploadStream({ filename, mimeType: "text/csv", access: "private" })
    const write = async (text: string) => {
      if (!writeStream.write(text)) await new Promise((resolve) => writeStream.once("drain", resolve))
    }
    const take = input.batch_size ?? EXPORT_BATCH_SIZE
    // A byte-order mark: spreadsheets then read the file as UTF-8 (Bangla names, ৳).
    await write(`\uFEFF${orderExportHeader()}\r\n`)
    for (let skip = 0; ; skip += take) {
      const { data } = await query.graph({
        entity: "order",
        fields: SHOP_ORDER_FIELDS,
        filters: { ...(input.filter ?? {}), is_draft_order: false },
        pagination: { skip, take, order: { created_at: "DESC", id: "DESC" } },
      })
      for (const order of data as unknown as StoredShopOrder[]) await write(`${orderExportLine(toShopOrder(order))}\r\n`)
      if (data.length < take) break
    }
    writeStream.end()
    await promise
    return new StepResponse({ id: fileKey, filename } as ExportShopOrdersStepOutput, fileKey)
  },
  async (fileKey, { container }) => {
    if (fileKey) await container.resolve(Modules.FILE).deleteFiles(fileKey)
  }
)
