import { data } from "react-router"
import { adminAction } from "../../../features/admin/api/admin-action.server"
import { adminOf } from "../../../features/admin/api/admin.server"
import { NO_STORE } from "../../../features/admin/api/answer.server"
import { createNewsByForm, NEWS_FORM_BYTES } from "../../../features/admin/news/api/create-news.server"
import { deleteNewsByForm, editNewsByForm } from "../../../features/admin/news/api/edit-news.server"
import { prefetchAdminNews } from "../../../features/admin/news/api/news-reads.server"
import { AddNewsForm } from "../../../features/admin/news/components/add-news-form"
import { NewsList } from "../../../features/admin/news/components/news-list"
import { ADD_NEWS, DELETE_NEWS, EDIT_NEWS } from "../../../features/admin/news/forms"
import { postOrLost } from "../../../features/admin/use-admin-form"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { pageData } from "../../../lib/page-data.server"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/add-news"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).adminNews.title, location.pathname, localeOfMatches(matches))

/** One admin's screen: never kept by a cache. */
export const headers = () => NO_STORE

/** The newest news, read on the server: the list's edit and delete forms work before (and without) scripts. */
export async function loader({ request }: Route.LoaderArgs) {
  const { dehydrated } = await pageData(request, async (client) => {
    // Not an admin (any more): the guard beside this loader sends them away.
    const send = await adminOf(request).catch(() => null)
    if (send) await prefetchAdminNews(client, send)
    return {}
  })
  return data({ dehydrated }, { headers: NO_STORE })
}

/** The news form with its picture (multipart, read up to the content plugin's limit), and each listed item's edit and delete, with or without scripts. */
export const action = ({ request, context }: Route.ActionArgs) =>
  adminAction(request, context?.origin, NEWS_FORM_BYTES, { [ADD_NEWS]: createNewsByForm, [EDIT_NEWS]: editNewsByForm, [DELETE_NEWS]: deleteNewsByForm })

export const clientAction = postOrLost

/** /admin/add-news: the news form under its name, then the newest news to edit or delete. */
export default function AddNewsRoute() {
  const t = useMessages().adminNews
  return (
    <>
      <h1>{t.title}</h1>
      <AddNewsForm />
      <NewsList />
    </>
  )
}
