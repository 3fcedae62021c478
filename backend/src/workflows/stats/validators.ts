import { z } from "@medusajs/framework/zod"
import { messages } from "../../lib/messages"
import { MAX_LOW_STOCK_THRESHOLD } from "./rules/low-stock"
import { MAX_STATS_DAYS } from "./rules/query-shop-stats"

/** A whole number written in digits only (no sign, point or exponent), from min to max. */
const wholeText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)

/** GET /admin/shop-stats?days=&threshold=: how many Dhaka days, and a low-stock threshold to try (the stored one otherwise). */
export const ShopStatsQuery = z.strictObject(
  {
    days: wholeText(1, MAX_STATS_DAYS, messages.statsDaysInvalid(MAX_STATS_DAYS)).optional(),
    threshold: wholeText(0, MAX_LOW_STOCK_THRESHOLD, messages.lowStockThresholdInvalid(MAX_LOW_STOCK_THRESHOLD)).optional(),
  },
  { error: messages.statsQueryUnknown }
)
export type ShopStatsQuery = z.infer<typeof ShopStatsQuery>

/** POST /admin/shop-stats/settings: the low-stock threshold the shop keeps. */
export const ShopStatsSettings = z.strictObject(
  {
    low_stock_threshold: z
      .number({ error: messages.lowStockThresholdInvalid(MAX_LOW_STOCK_THRESHOLD) })
      .int(messages.lowStockThresholdInvalid(MAX_LOW_STOCK_THRESHOLD))
      .min(0, messages.lowStockThresholdInvalid(MAX_LOW_STOCK_THRESHOLD))
      .max(MAX_LOW_STOCK_THRESHOLD, messages.lowStockThresholdInvalid(MAX_LOW_STOCK_THRESHOLD)),
  },
  { error: messages.statsSettingsUnknown }
)
export type ShopStatsSettings = z.infer<typeof ShopStatsSettings>
