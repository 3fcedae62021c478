import { z } from "@medusajs/framework/zod"
import { messages } from "../../../lib/messages"
import { PAPER_LANGUAGES } from "./texts"

const lang = z.enum(PAPER_LANGUAGES, { error: messages.paperLanguageInvalid }).default("en")

/** GET /admin/shop-orders/:id/invoice and /packing-slip: `?lang=en|bn` (English unless asked). */
export const OrderPaperQuery = z.strictObject({ lang }, { error: messages.paperQueryUnknown })
export type OrderPaperQuery = z.infer<typeof OrderPaperQuery>

/** A real calendar day, written YYYY-MM-DD, between 2000 and 2100. */
const day = z
  .string({ error: messages.paperDateInvalid })
  .regex(/^(20\d{2}|2100)-\d{2}-\d{2}$/, messages.paperDateInvalid)
  .refine((text) => {
    const at = new Date(`${text}T00:00:00Z`)
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text
  }, messages.paperDateInvalid)

export const DAY_PAPER_KINDS = ["invoices", "slips", "courier"] as const

/** GET /admin/shop-orders/papers?date=YYYY-MM-DD&kind=invoices|slips|courier&lang=en|bn */
export const DayPapersQuery = z.strictObject(
  { date: day, kind: z.enum(DAY_PAPER_KINDS, { error: messages.paperKindInvalid }), lang },
  { error: messages.paperQueryUnknown }
)
export type DayPapersQuery = z.infer<typeof DayPapersQuery>

/** An order's id as Medusa writes them (order_ and a ULID); anything else is refused before a read. */
export const ORDER_ID = /^order_[0-9A-Z]{26}$/
