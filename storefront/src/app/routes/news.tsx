import { ErrorMessage } from "../../components/ui/error-message"
import { RouteErrorBoundary } from "../../components/ui/route-error"
import { newsQueryOptions, useNews } from "../../features/news/api/news"
import { pageData } from "../../lib/page-data.server"
import { pageMeta } from "../../lib/seo"
import { shopUrl } from "../shop-url"
import { useErrorToast } from "../../lib/use-error-toast"
import { localeOfMatches, messagesFor, useI18n } from "../../i18n"
import { PICTURE_SIZES, pictureSources } from "../../lib/picture-sources"
import { sharedWithVisitors } from "../../lib/page-cache"
import type { Route } from "./+types/news"

/** How many news items the page lists (its loader reads as many). */
const NEWS_PAGE = 100

/** The same for every visitor: kept by the storefront's server (src/lib/page-cache.ts). */
export const handle = sharedWithVisitors()

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, async (client) => {
    await client.prefetchQuery(newsQueryOptions(NEWS_PAGE))
    return {}
  })

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = messagesFor(localeOfMatches(matches)).newsPage
  return pageMeta(shopUrl(matches, location.pathname), { name: t.title, description: t.description })
}

/** /news: every news item as a card. */
export function NewsRoute() {
  const { messages, date } = useI18n()
  const { data, isPending, error, refetch } = useNews(NEWS_PAGE)
  useErrorToast(error)

  return (
    <section aria-labelledby="news-title">
      <h1 id="news-title">{messages.newsPage.title}</h1>
      {error ? (
        <ErrorMessage message={messages.errors.loadFailed} onRetry={() => void refetch()} />
      ) : isPending ? (
        <div className="news-grid" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="news-card news-card--placeholder" />
          ))}
        </div>
      ) : !data.length ? (
        <p className="empty">{messages.newsPage.empty}</p>
      ) : (
        <div className="news-grid">
          {data.map((news) => (
            <article key={news.id} className="news-card">
              <img {...pictureSources(news.image_url, PICTURE_SIZES.newsCard)} alt="" loading="lazy" width={640} height={436} />
              <div className="news-card__body">
                <time dateTime={news.date}>{date(news.date)}</time>
                <h2>{news.title}</h2>
                <p>{news.description}</p>
              </div>
            </article>
          ))}
        </div>
      )}
    </section>
  )
}

export const ErrorBoundary = RouteErrorBoundary

export default NewsRoute
