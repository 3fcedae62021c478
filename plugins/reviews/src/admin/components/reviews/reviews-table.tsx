import { Table } from "@medusajs/ui"
import { useState } from "react"
import { useReviews } from "../../hooks/api/reviews"
import { messages } from "../../lib/messages"
import { ListStatus } from "../common/list-status"
import { ReviewRow } from "./review-row"

const PAGE_SIZE = 20
const { columns } = messages.reviews

export const ReviewsTable = () => {
  const [pageIndex, setPageIndex] = useState(0)
  const { data, isLoading, error } = useReviews({ limit: PAGE_SIZE, offset: pageIndex * PAGE_SIZE })
  const reviews = data?.reviews ?? []
  const count = data?.count ?? 0
  const pageCount = Math.max(1, Math.ceil(count / PAGE_SIZE))

  return (
    <div>
      <ListStatus isLoading={isLoading} error={error} isEmpty={reviews.length === 0} emptyText={messages.reviews.empty} />
      {reviews.length > 0 ? (
        <>
          <Table>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{columns.author}</Table.HeaderCell>
                <Table.HeaderCell>{columns.email}</Table.HeaderCell>
                <Table.HeaderCell>{columns.rating}</Table.HeaderCell>
                <Table.HeaderCell>{columns.description}</Table.HeaderCell>
                <Table.HeaderCell>{columns.date}</Table.HeaderCell>
                <Table.HeaderCell className="text-right">{columns.actions}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {reviews.map((review) => (
                <ReviewRow key={review.id} review={review} />
              ))}
            </Table.Body>
          </Table>
          <Table.Pagination
            count={count}
            pageSize={PAGE_SIZE}
            pageIndex={pageIndex}
            pageCount={pageCount}
            canPreviousPage={pageIndex > 0}
            canNextPage={pageIndex + 1 < pageCount}
            previousPage={() => setPageIndex((index) => Math.max(0, index - 1))}
            nextPage={() => setPageIndex((index) => Math.min(pageCount - 1, index + 1))}
          />
        </>
      ) : null}
    </div>
  )
}
