import { AddNewsForm } from "../../../features/admin/news/components/add-news-form"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

export function AddNewsRoute() {
  usePageTitle(messages.adminNews.title)
  return (
    <>
      <h1>{messages.adminNews.title}</h1>
      <AddNewsForm />
    </>
  )
}

export default AddNewsRoute
