import { Table } from "@medusajs/ui"
import { type News, useDeleteNews } from "../../hooks/api/news"
import { messages } from "../../lib/messages"
import { Thumbnail } from "../common/thumbnail"
import { NewsEditModal } from "./news-edit-modal"
import { DeleteButton, formatDate, useConfirmedDelete } from "@chaka/kit/admin"

export const NewsRow = ({ news }: { news: News }) => {
  const deleteNews = useDeleteNews()
  const confirmedDelete = useConfirmedDelete(messages.common)

  const onDelete = () =>
    confirmedDelete({
      description: messages.news.confirmDelete(news.title),
      success: messages.news.deleted,
      remove: () => deleteNews.mutateAsync(news.id),
    })

  return (
    <Table.Row>
      <Table.Cell>
        <Thumbnail src={news.image_url} alt={news.title} />
      </Table.Cell>
      <Table.Cell className="max-w-[480px] truncate">{news.title}</Table.Cell>
      <Table.Cell>{formatDate(news.date)}</Table.Cell>
      <Table.Cell className="text-right">
        <NewsEditModal news={news} />
        <DeleteButton label={messages.news.deleteLabel(news.title)} disabled={deleteNews.isPending} onClick={onDelete} />
      </Table.Cell>
    </Table.Row>
  )
}
