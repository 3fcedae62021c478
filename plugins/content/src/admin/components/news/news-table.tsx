import { type PageQuery, PagedTable } from "@chaka/kit/admin"
import { useNewsList } from "../../hooks/api/news"
import { messages } from "../../lib/messages"
import { NewsRow } from "./news-row"

const { columns } = messages.news

const useNewsPage = (query: PageQuery) => {
  const { data, isLoading, error } = useNewsList(query)
  return { data, items: data?.news ?? [], isLoading, error }
}

export const NewsTable = () => (
  <PagedTable
    usePage={useNewsPage}
    columns={[columns.image, columns.title, columns.date, columns.actions]}
    row={(item) => <NewsRow key={item.id} news={item} />}
    emptyText={messages.news.empty}
    messages={messages.common}
  />
)
