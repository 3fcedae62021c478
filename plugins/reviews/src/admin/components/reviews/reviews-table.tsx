import { type PageQuery, PagedTable } from "@chaka/kit/admin"
import { useReviews } from "../../hooks/api/reviews"
import { messages } from "../../lib/messages"
import { ReviewRow } from "./review-row"

const { columns } = messages.reviews

const useReviewPage = (query: PageQuery) => {
  const { data, isLoading, error } = useReviews(query)
  return { data, items: data?.reviews ?? [], isLoading, error }
}

export const ReviewsTable = () => (
  <PagedTable
    usePage={useReviewPage}
    columns={[columns.author, columns.email, columns.rating, columns.description, columns.date, columns.actions]}
    row={(review) => <ReviewRow key={review.id} review={review} />}
    emptyText={messages.reviews.empty}
    messages={messages.common}
  />
)
