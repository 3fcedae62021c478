import { PagedTable } from "@chaka/kit/admin"
import { useNewsList } from "../../hooks/api/news"
import { messages } from "../../lib/messages"
import { NewsRow } from "./news-row"

const { columns } = messages.news

export const NewsTable = () => (
  <PagedTable
    useList={useNewsList}
    itemsOf={(data) => data.news}
    columns={[columns.image, columns.title, columns.date, columns.actions]}
    row={(item) => <NewsRow key={item.id} news={item} />}
    emptyText={messages.news.empty}
    messages={messages.common}
  />
)
