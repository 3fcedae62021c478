import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"
import { shortOf, type StockNeed } from "../rules/checkout-gate"
import { countedItems, stockNeeds, type StockLevel, type StockLine, type VariantStock } from "../rules/cart-stock"

/**
 * Every line of the cart still in stock, before the shopper is sent away to pay: money taken for
 * a bicycle that is gone would have to be given back. The order's own reservation checks again
 * when the payment comes back (completeCartWorkflow). 400 with the shop's out-of-stock message.
 */
export const confirmCartStockStep = createStep("confirm-cart-stock", async ({ cart_id }: { cart_id: string }, { container }) => {
  if (shortOf((await readCartStock(container, cart_id)).needs)) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.outOfStock, MedusaError.Codes.INSUFFICIENT_INVENTORY)
  }
  return new StepResponse(undefined)
})

/** What the gate reads of a cart: whether it is there and completed, and what it needs of which stock. */
export type CartStock = { found: boolean; completed: boolean; needs: StockNeed[] }

/**
 * The cart's lines and what they need of the stock, read as cheaply as a refusal must be (a
 * flash sale's shoppers are refused over and over while the last units are bought): the cart
 * with its lines (one query), the inventory levels of the items they count (one query); how each
 * variant's stock is counted and where the cart's sales channel sells from change rarely and are
 * kept by this process for CONFIG_TTL_MS. No lock. The checkout gate's question
 * (steps/checkout-gate.ts, hooks/complete-cart.ts) and the bKash start's check.
 */
export async function readCartStock(container: MedusaContainer, cartId: string): Promise<CartStock> {
  const [cart] = await container
    .resolve(Modules.CART)
    .listCarts({ id: cartId }, { select: ["id", "completed_at", "sales_channel_id", "items.variant_id", "items.quantity"], relations: ["items"] })
  if (!cart) return { found: false, completed: false, needs: [] }
  if (cart.completed_at) return { found: true, completed: true, needs: [] }
  const lines = (cart.items ?? []) as StockLine[]
  const variantIds = [...new Set(lines.map((line) => line.variant_id).filter((id): id is string => !!id))]
  const [variants, locations] = await Promise.all([variantStock(container, variantIds), channelLocations(container, cart.sales_channel_id)])
  const items = countedItems(lines, variants)
  const levels = items.length
    ? ((await container
        .resolve(Modules.INVENTORY)
        .listInventoryLevels(
          { inventory_item_id: items, location_id: [...locations] },
          { select: ["inventory_item_id", "location_id", "stocked_quantity", "reserved_quantity"] }
        )) as unknown as StockLevel[])
    : []
  return { found: true, completed: false, needs: stockNeeds(lines, variants, levels, locations) }
}

/** How long this process keeps a variant's stock settings and a sales channel's stock locations. */
export const CONFIG_TTL_MS = 30_000

const kept = <T>() => new Map<string, { value: T; until: number }>()
const variantsKept = kept<VariantStock>()
const locationsKept = kept<ReadonlySet<string>>()

async function variantStock(container: MedusaContainer, ids: string[]): Promise<Map<string, VariantStock>> {
  const now = Date.now()
  const found = new Map<string, VariantStock>()
  const missing: string[] = []
  for (const id of ids) {
    const entry = variantsKept.get(id)
    if (entry && entry.until > now) found.set(id, entry.value)
    else missing.push(id)
  }
  if (missing.length) {
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "product_variant",
      fields: ["id", "manage_inventory", "allow_backorder", "inventory_items.inventory_item_id", "inventory_items.required_quantity"],
      filters: { id: missing },
    })
    for (const variant of data as unknown as (VariantStock & { id: string })[]) {
      found.set(variant.id, variant)
      variantsKept.set(variant.id, { value: variant, until: now + CONFIG_TTL_MS })
    }
  }
  return found
}

async function channelLocations(container: MedusaContainer, salesChannelId: string | null | undefined): Promise<ReadonlySet<string>> {
  if (!salesChannelId) return new Set()
  const now = Date.now()
  const entry = locationsKept.get(salesChannelId)
  if (entry && entry.until > now) return entry.value
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "sales_channel", fields: ["id", "stock_locations.id"], filters: { id: salesChannelId } })
  const locations = new Set(((data[0]?.stock_locations ?? []) as ({ id: string } | null)[]).filter((l): l is { id: string } => !!l).map((l) => l.id))
  locationsKept.set(salesChannelId, { value: locations, until: now + CONFIG_TTL_MS })
  return locations
}
