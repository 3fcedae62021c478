import { Table } from "@medusajs/ui"
import { type ReactNode, useState } from "react"
import { ListStatus } from "./list-status"
import type { AdminMessages } from "./messages"

/** A page of a list route's answer (`?limit=&offset=`), as the list hook returns it. */
export type PageQuery = { limit: number; offset: number }
export type PageResult<TData> = { data?: TData; isLoading: boolean; error: unknown }

export type PagedTableProps<TData extends { count: number }, TItem> = {
  /** The list hook, called with the page's `limit` and `offset`. */
  useList: (query: PageQuery) => PageResult<TData>
  /** The rows of a page's answer. */
  itemsOf: (data: TData) => TItem[]
  /** The column headings; the last one (the actions) is right-aligned. */
  columns: string[]
  row: (item: TItem) => ReactNode
  emptyText: string
  messages: AdminMessages
  pageSize?: number
}

/** A dashboard table of a paginated list: its status line, its rows and Medusa's pager. */
export function PagedTable<TData extends { count: number }, TItem>(props: PagedTableProps<TData, TItem>) {
  const { useList, itemsOf, columns, row, emptyText, messages, pageSize = 20 } = props
  const [pageIndex, setPageIndex] = useState(0)
  const { data, isLoading, error } = useList({ limit: pageSize, offset: pageIndex * pageSize })
  const items = data ? itemsOf(data) : []
  const count = data?.count ?? 0
  const pageCount = Math.max(1, Math.ceil(count / pageSize))

  return (
    <div>
      <ListStatus isLoading={isLoading} error={error} isEmpty={items.length === 0} emptyText={emptyText} messages={messages} />
      {items.length > 0 ? (
        <>
          <Table>
            <Table.Header>
              <Table.Row>
                {columns.map((label, index) => (
                  <Table.HeaderCell key={label} className={index === columns.length - 1 ? "text-right" : undefined}>
                    {label}
                  </Table.HeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>{items.map(row)}</Table.Body>
          </Table>
          <Table.Pagination
            count={count}
            pageSize={pageSize}
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
