import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/** The order list's zone (the dashboard's LayoutComposer `widgetsZonePrefix`) and what the shop's default view puts first. */
export const ORDER_LIST_ZONE = "order.list"
export const ORDER_LIST_DEFAULT = {
  widgets: {
    "widget:orders-first": { order: 0 },
    "widget:day-papers": { order: 1 },
    "core:OrderListTable": { order: 2 },
  },
}

/**
 * The orders to work on above Medusa's order list. Medusa 2.21 ignores a widget zone's `.before`
 * (its LayoutComposer puts every order.list widget after the core table, so with 20 orders the
 * card sat ~1 270 px down); the order comes from a layout configuration (the Settings module, the
 * dashboard's "customize" views). Set once as the shop's default view: a default or personal view
 * the owner saves later is theirs and is left alone.
 */
export async function seedDashboardLayouts(container: MedusaContainer) {
  const settings = container.resolve(Modules.SETTINGS)
  if (await settings.getSystemDefaultLayoutConfiguration(ORDER_LIST_ZONE)) return
  await settings.setSystemDefaultLayoutConfiguration(ORDER_LIST_ZONE, ORDER_LIST_DEFAULT)
}
