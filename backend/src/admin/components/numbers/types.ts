/** GET /admin/shop-stats's answer, as the Numbers page reads it (the route is the source of truth). */
export type Tally = { count: number; amount: number }

export type BestSeller = { product_id: string | null; title: string; quantity: number; amount: number }

export type WindowNumbers = {
  from: string
  to: string
  orders: number
  canceled: number
  revenue: number
  average_order: number
  cod: { to_collect: Tally; collected: Tally }
  bkash: { taken: Tally; refunded: Tally }
  best_sellers: BestSeller[]
}

export type LowStockItem = { product_id: string; title: string; thumbnail: string | null; stocked: number; reserved: number; available: number }

export type ShopStats = {
  time_zone: string
  date: string
  days: number
  today: WindowNumbers
  period: WindowNumbers
  cod_outstanding: Tally
  low_stock: { threshold: number; count: number; items: LowStockItem[] }
}
