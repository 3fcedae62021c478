import type { ServerResponse } from "node:http"
import type { CatalogueQuery } from "./calculated-prices"

/**
 * The cache tag of public answers ordered or chosen by units sold (best selling listings, the
 * home page's best products): every order placed or canceled forgets them, while other listings
 * stay until a product sells out.
 */
export const SALES_TAG = "sales"

/** Tags the answer being built with SALES_TAG (the route's own cacheTags declaration adds its tags to it). */
export const tagSalesAnswer = (res: Pick<ServerResponse, "setHeader">) => res.setHeader("Cache-Tag", SALES_TAG)

type SoldItem = {
  quantity: number | string
  version: number
  item?: { product_id?: string | null } | null
  order?: { status: string; version: number; is_draft_order: boolean } | null
}

/**
 * Units of each product bought in real orders: placed (not drafts), not canceled, counted in
 * each order's current version (an edited order keeps its earlier versions' items too). Read
 * through Query from the order module's items, for the given products only.
 */
export async function unitsSold(query: CatalogueQuery, productIds: string[]): Promise<Map<string, number>> {
  const sold = new Map<string, number>()
  if (!productIds.length) return sold
  const { data } = await query.graph({
    entity: "order_item",
    fields: ["quantity", "version", "item.product_id", "order.status", "order.version", "order.is_draft_order"],
    filters: { item: { product_id: productIds } },
  })
  for (const row of data as SoldItem[]) {
    const product = row.item?.product_id
    const order = row.order
    if (!product || !order || order.is_draft_order || order.status === "canceled" || row.version !== order.version) continue
    sold.set(product, (sold.get(product) ?? 0) + Number(row.quantity))
  }
  return sold
}

/** The products an order's events (placed, canceled) change the units sold of. */
export async function ordersProducts(query: CatalogueQuery, orderIds: string[]): Promise<string[]> {
  const { data } = await query.graph({ entity: "order", fields: ["items.product_id"], filters: { id: orderIds }, withDeleted: true })
  const ids = (data as { items?: ({ product_id?: string | null } | null)[] | null }[]).flatMap((order) => (order.items ?? []).map((item) => item?.product_id))
  return [...new Set(ids.filter((id): id is string => !!id))]
}
