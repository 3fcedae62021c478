import { AddNewsForm } from "../../../features/admin/news/components/add-news-form"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/add-news"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).adminNews.title, location.pathname, localeOfMatches(matches))

/** /admin/add-news: the news form under its name. */
export default function AddNewsRoute() {
  const t = useMessages().adminNews
  return (
    <>
      <h1>{t.title}</h1>
      <AddNewsForm />
    </>
  )
}
