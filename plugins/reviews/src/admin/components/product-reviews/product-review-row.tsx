import { Badge, Button, Table, Text, Textarea, toast } from "@medusajs/ui"
import { useId, useState } from "react"
import { DeleteButton, errorMessage, formatDate, useConfirmedDelete } from "@chaka/kit/admin"
import { type AdminProductReview, useDeleteProductReview, useModerateProductReview } from "../../hooks/api/product-reviews"
import { messages } from "../../lib/messages"
import { RatingStars } from "../reviews/rating-stars"

const t = messages.productReviews

/** One product review for moderation: hide / show, a public reply (edited in place), delete (asked first). */
export const ProductReviewRow = ({ review }: { review: AdminProductReview }) => {
  const moderate = useModerateProductReview()
  const remove = useDeleteProductReview()
  const confirmedDelete = useConfirmedDelete(messages.common)
  const [replying, setReplying] = useState(false)
  const [reply, setReply] = useState(review.reply?.text ?? "")
  const replyId = useId()
  const author = review.author.name || review.author.email || messages.reviews.anonymous

  const send = async (body: { hidden?: boolean; reply?: string }, success: string) => {
    try {
      await moderate.mutateAsync({ id: review.id, ...body })
      toast.success(success)
      return true
    } catch (error) {
      toast.error(errorMessage(error, messages.common))
      return false
    }
  }

  return (
    <Table.Row className={review.hidden ? "opacity-60" : undefined}>
      <Table.Cell className="max-w-[180px]">
        <a href={`/app/products/${review.product_id}`} className="text-ui-fg-interactive truncate block">
          {review.product.title ?? review.product_id}
        </a>
      </Table.Cell>
      <Table.Cell className="max-w-[180px]">
        <div className="truncate">{author}</div>
        <Text size="xsmall" className="text-ui-fg-subtle truncate">
          {review.author.email ?? ""}
        </Text>
        {review.verified && (
          <Badge size="2xsmall" color="green">
            {t.verified}
          </Badge>
        )}
      </Table.Cell>
      <Table.Cell>
        <RatingStars rating={review.rating} />
      </Table.Cell>
      <Table.Cell className="max-w-[360px]">
        {review.hidden && (
          <Badge size="2xsmall" color="orange">
            {t.hiddenBadge}
          </Badge>
        )}
        <Text size="small" className="whitespace-pre-line" style={{ overflowWrap: "anywhere" }}>
          {review.description}
        </Text>
        {review.reply && !replying && (
          <Text size="small" className="text-ui-fg-subtle mt-1 border-l-2 pl-2 whitespace-pre-line" style={{ overflowWrap: "anywhere" }}>
            <strong>{t.shopReply}:</strong> {review.reply.text}
          </Text>
        )}
        {replying && (
          <form
            className="mt-2 flex flex-col gap-y-2"
            onSubmit={async (event) => {
              event.preventDefault()
              if (await send({ reply }, t.replied)) setReplying(false)
            }}
          >
            <label htmlFor={replyId} className="text-ui-fg-subtle txt-compact-xsmall">
              {t.replyLabel(author)}
            </label>
            <Textarea id={replyId} rows={3} value={reply} onChange={(event) => setReply(event.target.value)} />
            <Text size="xsmall" className="text-ui-fg-muted">
              {t.replyHint}
            </Text>
            <div className="flex gap-x-2">
              <Button size="small" type="submit" isLoading={moderate.isPending}>
                {t.saveReply}
              </Button>
              <Button size="small" variant="secondary" type="button" onClick={() => setReplying(false)}>
                {messages.common.cancel}
              </Button>
            </div>
          </form>
        )}
      </Table.Cell>
      <Table.Cell className="whitespace-nowrap">{formatDate(review.created_at)}</Table.Cell>
      <Table.Cell className="text-right">
        <div className="flex justify-end gap-x-1">
          <Button
            size="small"
            variant="secondary"
            disabled={moderate.isPending}
            onClick={() => void send({ hidden: !review.hidden }, review.hidden ? t.shown : t.hidden)}
          >
            {review.hidden ? t.show : t.hide}
          </Button>
          <Button size="small" variant="secondary" disabled={replying} onClick={() => setReplying(true)}>
            {review.reply ? t.editReply : t.reply}
          </Button>
          <DeleteButton
            label={t.deleteLabel(author)}
            disabled={remove.isPending}
            onClick={() => confirmedDelete({ description: t.confirmDelete(author), success: t.deleted, remove: () => remove.mutateAsync(review.id) })}
          />
        </div>
      </Table.Cell>
    </Table.Row>
  )
}
