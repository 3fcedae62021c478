import { Avatar, Table, Text } from "@medusajs/ui"
import { type Review, useDeleteReview } from "../../hooks/api/reviews"
import { messages } from "../../lib/messages"
import { RatingStars } from "./rating-stars"
import { DeleteButton, formatDate, useConfirmedDelete } from "@chaka/kit/admin"

export const ReviewRow = ({ review }: { review: Review }) => {
  const deleteReview = useDeleteReview()
  const confirmedDelete = useConfirmedDelete(messages.common)
  const author = review.author.name || review.author.email || messages.reviews.anonymous

  const onDelete = () =>
    confirmedDelete({
      description: messages.reviews.confirmDelete(author),
      success: messages.reviews.deleted,
      remove: () => deleteReview.mutateAsync(review.id),
    })

  return (
    <Table.Row>
      <Table.Cell>
        <div className="flex items-center gap-x-2">
          <Avatar size="xsmall" src={review.author.avatar_url ?? undefined} fallback={author.charAt(0).toUpperCase()} />
          <span className="truncate">{author}</span>
        </div>
      </Table.Cell>
      <Table.Cell className="text-ui-fg-subtle" style={{ overflowWrap: "anywhere" }}>
        {review.author.email ?? ""}
      </Table.Cell>
      <Table.Cell>
        <RatingStars rating={review.rating} />
      </Table.Cell>
      <Table.Cell className="max-w-[360px]">
        {/* A review's long word or link wraps inside its cell instead of widening the table. */}
        <Text size="small" className="line-clamp-2 whitespace-normal" style={{ overflowWrap: "anywhere" }} title={review.description}>
          {review.description}
        </Text>
      </Table.Cell>
      <Table.Cell className="whitespace-nowrap">{formatDate(review.created_at)}</Table.Cell>
      <Table.Cell className="text-right">
        <DeleteButton label={messages.reviews.deleteLabel(author)} disabled={deleteReview.isPending} onClick={onDelete} />
      </Table.Cell>
    </Table.Row>
  )
}
