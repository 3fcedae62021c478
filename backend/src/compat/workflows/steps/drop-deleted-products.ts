import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { CompatItemInput } from "./resolve-compat-items"

/**
 * The items without products deleted since: the original client keeps the cart it last saved
 * and sends it back whole with each change, so a product an admin deleted meanwhile is left
 * out rather than refusing the shopper's next "Add to cart". An id that never was a product
 * stays, for resolveCompatItemsStep to refuse.
 */
export const dropDeletedProductsStep = createStep("drop-deleted-products", async (items: CompatItemInput[], { container }) => {
  const ids = [...new Set(items.map((item) => item.product_id))]
  const deleted = ids.length
    ? await container.resolve(Modules.PRODUCT).listProducts({ id: ids, deleted_at: { $ne: null } }, { select: ["id"], withDeleted: true })
    : []
  const gone = new Set(deleted.map((product) => product.id))
  return new StepResponse(items.filter((item) => !gone.has(item.product_id)))
})
