import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"

/**
 * Every line of the cart still in stock, before the shopper is sent away to pay: money taken for
 * a bicycle that is gone would have to be given back. The order's own reservation checks again
 * when the payment comes back (completeCartWorkflow). 409 with the shop's out-of-stock message.
 */
export const confirmCartStockStep = createStep("confirm-cart-stock", async ({ cart_id }: { cart_id: string }, { container }) => {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "cart",
    fields: [
      "items.quantity",
      "items.variant.manage_inventory",
      "items.variant.allow_backorder",
      "items.variant.inventory_items.required_quantity",
      "items.variant.inventory_items.inventory_item_id",
      "sales_channel.stock_locations.id",
    ],
    filters: { id: cart_id },
  })
  const cart = data[0] as unknown as CartStock | undefined
  const locationIds = (cart?.sales_channel?.stock_locations ?? []).map((location) => location.id)
  const inventory = container.resolve(Modules.INVENTORY)
  for (const item of cart?.items ?? []) {
    const variant = item?.variant
    if (!item || !variant?.manage_inventory || variant.allow_backorder) continue
    for (const link of variant.inventory_items ?? []) {
      const needed = Number(item.quantity) * Number(link.required_quantity ?? 1)
      const enough = locationIds.length > 0 && (await inventory.confirmInventory(link.inventory_item_id, locationIds, needed))
      if (!enough) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.outOfStock, MedusaError.Codes.INSUFFICIENT_INVENTORY)
    }
  }
  return new StepResponse(undefined)
})

type CartStock = {
  items?: ({
    quantity: unknown
    variant?: { manage_inventory?: boolean; allow_backorder?: boolean; inventory_items?: { required_quantity?: number; inventory_item_id: string }[] } | null
  } | null)[]
  sales_channel?: { stock_locations?: { id: string }[] } | null
}
