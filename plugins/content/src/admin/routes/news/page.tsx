import { defineRouteConfig } from "@medusajs/admin-sdk"
import { DocumentText } from "@medusajs/icons"
import { Container } from "@medusajs/ui"
import { NewsCreateModal } from "../../components/news/news-create-modal"
import { NewsTable } from "../../components/news/news-table"
import { messages } from "../../lib/messages"
import { SectionHeader } from "@chaka/kit/admin"

const NewsPage = () => (
  <Container className="divide-y p-0">
    <SectionHeader level="h1" title={messages.news.label} description={messages.news.description} action={<NewsCreateModal />} />
    <NewsTable />
  </Container>
)

export const config = defineRouteConfig({
  label: messages.news.label,
  icon: DocumentText,
})

export default NewsPage
