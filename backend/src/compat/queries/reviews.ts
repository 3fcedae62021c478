import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { filesUrlOf } from "../../workflows/accounts/rules/customer-avatar"
import { COMPAT_REVIEW_FIELDS, toCompatReview, type StoredReview } from "../shapes/review"

/** Every review (or one customer's), newest first as /store/reviews lists them, in the original shape. */
export async function queryCompatReviews(container: MedusaContainer, customerId?: string) {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "review",
    fields: COMPAT_REVIEW_FIELDS,
    filters: customerId ? { customer_id: customerId } : {},
    pagination: { order: { created_at: "DESC", id: "DESC" } },
  })
  const filesUrl = filesUrlOf(container)
  return (data as unknown as StoredReview[]).map((review) => toCompatReview(review, filesUrl))
}
