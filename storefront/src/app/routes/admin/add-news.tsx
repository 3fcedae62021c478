import { AddNewsForm } from "../../../features/admin/news/components/add-news-form"
import { messages } from "../../../messages"
import { screenRoute } from "../../screen-route"

const screen = screenRoute(messages.adminNews.title, AddNewsForm)

export const meta = screen.meta
export default screen.Component
