import { Table } from "@medusajs/ui"
import { type ReactNode, useState } from "react"
import { ListStatus } from "./list-status"
import type { AdminMessages } from "./messages"

/** A page of a list route's answer (`?limit=&offset=`), as the list hook returns it. */
export type PageQuery = { limit: number; offset: number }
export type PageResult<TItem> = { data?: { count: number }; items: TItem[]; isLoading: boolean; error: unknown }

export type PagedTableProps<TItem> = {
  /** The list hook's answer for a page; called with the page's `limit` and `offset`. */
  usePage: (query: PageQuery) => PageResult<TItem>
  /** The column headings; the last one (the actions) is right-aligned. */
  columns: string[]
  row: (item: TItem) => ReactNode
  emptyText: string
  messages: AdminMessages
  pageSize?: number
}

/** A dashboard table of a paginated list: its status line, its rows and Medusa's pager. */
export function PagedTable<TItem>({ usePage, columns, row, emptyText, messages, pageSize = 20 }: PagedTableProps<TItem>) {
  const [pageIndex, setPageIndex] = useState(0)
  const { data, items, isLoading, error } = usePage({ limit: pageSize, offset: pageIndex * pageSize })
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
