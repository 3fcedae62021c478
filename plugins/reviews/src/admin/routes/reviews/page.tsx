import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChatBubbleLeftRight } from "@medusajs/icons"
import { Container } from "@medusajs/ui"
import { ReviewsTable } from "../../components/reviews/reviews-table"
import { messages } from "../../lib/messages"
import { SectionHeader } from "@chaka/kit/admin"

const ReviewsPage = () => (
  <Container className="divide-y p-0">
    <SectionHeader level="h1" title={messages.reviews.label} description={messages.reviews.description} />
    <ReviewsTable />
  </Container>
)

export const config = defineRouteConfig({
  label: messages.reviews.label,
  icon: ChatBubbleLeftRight,
})

export default ReviewsPage
