import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { shownAvatarUrl, storedFilesUrl } from "./author-avatar"
import { pagination } from "@chaka/kit"
import { messages } from "../messages"

type ReviewRow = {
  id: string
  description: string
  rating: number
  created_at: Date | string
  customer?: {
    id?: string | null
    first_name?: string | null
    last_name?: string | null
    email?: string | null
    metadata?: Record<string, unknown> | null
  } | null
}

/**
 * Reviews newest first with their author (through the review-customer link). The public
 * shape shows the display name and avatar (the shop's stored picture only); `withEmail` adds the email for admins.
 */
export async function listReviews(req: MedusaRequest, filters: Record<string, unknown>, withEmail = false) {
  const { take, skip } = pagination(req.query, { invalid: messages.paginationInvalid })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "review",
    fields: ["id", "description", "rating", "created_at", "customer.id", "customer.first_name", "customer.last_name", "customer.email", "customer.metadata"],
    filters,
    pagination: { take, skip, order: { created_at: "DESC" } },
  })
  const filesUrl = storedFilesUrl(req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE))
  const reviews = (data as ReviewRow[]).map((review) => ({
    id: review.id,
    description: review.description,
    rating: review.rating,
    created_at: new Date(review.created_at).toISOString(),
    author: {
      name: [review.customer?.first_name, review.customer?.last_name].filter(Boolean).join(" ") || "Customer",
      // Only the picture the shop stored for this author: never an address the customer chose.
      avatar_url: shownAvatarUrl(review.customer, filesUrl),
      ...(withEmail ? { email: review.customer?.email ?? null } : {}),
    },
  }))
  return { reviews, count: metadata?.count ?? reviews.length, limit: take, offset: skip }
}
