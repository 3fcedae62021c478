import { PagedTable } from "@chaka/kit/admin"
import { useReviews } from "../../hooks/api/reviews"
import { messages } from "../../lib/messages"
import { ReviewRow } from "./review-row"

const { columns } = messages.reviews

export const ReviewsTable = () => (
  <PagedTable
    useList={useReviews}
    itemsOf={(data) => data.reviews}
    columns={[columns.author, columns.email, columns.rating, columns.description, columns.date, columns.actions]}
    row={(review) => <ReviewRow key={review.id} review={review} />}
    emptyText={messages.reviews.empty}
    messages={messages.common}
  />
)
