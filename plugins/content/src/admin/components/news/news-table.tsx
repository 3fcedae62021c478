import { Table } from "@medusajs/ui"
import { useState } from "react"
import { useNewsList } from "../../hooks/api/news"
import { messages } from "../../lib/messages"
import { ListStatus } from "../common/list-status"
import { NewsRow } from "./news-row"

const PAGE_SIZE = 20
const { columns } = messages.news

export const NewsTable = () => {
  const [pageIndex, setPageIndex] = useState(0)
  const { data, isLoading, error } = useNewsList({ limit: PAGE_SIZE, offset: pageIndex * PAGE_SIZE })
  const news = data?.news ?? []
  const count = data?.count ?? 0
  const pageCount = Math.max(1, Math.ceil(count / PAGE_SIZE))

  return (
    <div>
      <ListStatus isLoading={isLoading} error={error} isEmpty={news.length === 0} emptyText={messages.news.empty} />
      {news.length > 0 ? (
        <>
          <Table>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{columns.image}</Table.HeaderCell>
                <Table.HeaderCell>{columns.title}</Table.HeaderCell>
                <Table.HeaderCell>{columns.date}</Table.HeaderCell>
                <Table.HeaderCell className="text-right">{columns.actions}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {news.map((item) => (
                <NewsRow key={item.id} news={item} />
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
