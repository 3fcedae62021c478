import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { pagination } from "@chaka/kit"
import { messages } from "../messages"
import { REVIEW_MODULE } from "../modules/review"
import type ReviewModuleService from "../modules/review/service"
import { summarize, type RatingSummary } from "./product-ratings"

type Row = {
  id: string
  product_id: string
  description: string
  rating: number
  verified: boolean
  hidden: boolean
  reply: string | null
  replied_at: Date | string | null
  created_at: Date | string
  updated_at: Date | string
  customer?: { first_name?: string | null; last_name?: string | null; email?: string | null } | null
  product?: { title?: string | null } | null
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

/** One review as shown: the author's display name (and email for admins), the shop's reply under it. */
function shown(row: Row, forAdmin: boolean) {
  return {
    id: row.id,
    product_id: row.product_id,
    rating: row.rating,
    description: row.description,
    verified: row.verified,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    reply: row.reply ? { text: row.reply, created_at: iso(row.replied_at) } : null,
    author: {
      name: [row.customer?.first_name, row.customer?.last_name].filter(Boolean).join(" ") || "Customer",
      ...(forAdmin ? { email: row.customer?.email ?? null } : {}),
    },
    ...(forAdmin ? { hidden: row.hidden, product: { id: row.product_id, title: row.product?.title ?? null } } : {}),
  }
}

const FIELDS = [
  "id",
  "product_id",
  "description",
  "rating",
  "verified",
  "hidden",
  "reply",
  "replied_at",
  "created_at",
  "updated_at",
  "customer.first_name",
  "customer.last_name",
]

/** Product reviews newest first; `forAdmin` adds the hidden ones' flag, the author's email and the product's title. */
export async function listProductReviews(req: MedusaRequest, filters: Record<string, unknown>, forAdmin = false) {
  const { take, skip } = pagination(req.query, { invalid: messages.paginationInvalid })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "product_review",
    fields: forAdmin ? [...FIELDS, "customer.email", "product.title"] : FIELDS,
    filters,
    pagination: { take, skip, order: { created_at: "DESC" } },
  })
  const reviews = (data as Row[]).map((row) => shown(row, forAdmin))
  return { reviews, count: metadata?.count ?? reviews.length, limit: take, offset: skip }
}

/** The visible reviews' summaries of these products (each named, none → count 0). */
export async function ratingsOf(req: MedusaRequest, productIds: string[]): Promise<Record<string, RatingSummary>> {
  const rows = await req.scope
    .resolve<ReviewModuleService>(REVIEW_MODULE)
    .listProductReviews({ product_id: productIds, hidden: false }, { select: ["product_id", "rating"] })
  const byProduct = new Map<string, number[]>(productIds.map((id) => [id, []]))
  for (const row of rows) byProduct.get(row.product_id)?.push(row.rating)
  return Object.fromEntries([...byProduct].map(([id, ratings]) => [id, summarize(ratings)]))
}

/** A customer's own review of a product, as shown (hidden ones too: it is theirs), or null. */
export async function ownProductReview(req: MedusaRequest, productId: string, customerId: string) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product_review", fields: FIELDS, filters: { product_id: productId, customer_id: customerId } })
  const row = (data as Row[])[0]
  return row ? { ...shown(row, false), hidden: row.hidden } : null
}
