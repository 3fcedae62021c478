import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Star } from "@medusajs/icons"
import { Container } from "@medusajs/ui"
import { PagedTable, SectionHeader } from "@chaka/kit/admin"
import { ProductReviewRow } from "../../components/product-reviews/product-review-row"
import { useProductReviews } from "../../hooks/api/product-reviews"
import { messages } from "../../lib/messages"

const t = messages.productReviews

/** Product reviews, newest first, hidden ones included: hide / show, reply, delete. */
const ProductReviewsPage = () => (
  <Container className="divide-y p-0">
    <SectionHeader level="h1" title={t.label} description={t.description} />
    <PagedTable
      useList={useProductReviews}
      itemsOf={(data) => data.reviews}
      columns={[t.columns.product, t.columns.author, t.columns.rating, t.columns.review, t.columns.date, t.columns.actions]}
      row={(review) => <ProductReviewRow key={review.id} review={review} />}
      emptyText={t.empty}
      messages={messages.common}
    />
  </Container>
)

export const config = defineRouteConfig({
  label: t.label,
  icon: Star,
})

export default ProductReviewsPage
