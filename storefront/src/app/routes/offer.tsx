import { Link } from "react-router"
import { RouteErrorBoundary } from "../../components/ui/route-error"
import { ErrorMessage } from "../../components/ui/error-message"
import { ProductGrid } from "../../components/products/product-grid"
import { paths } from "../../config/paths"
import { statusOf } from "../../lib/errors"
import { notFoundWhen404, pageData } from "../../lib/page-data.server"
import { pageMeta } from "../../lib/seo"
import { sharedWithVisitors } from "../../lib/page-cache"
import { useErrorToast } from "../../lib/use-error-toast"
import { localeOfMatches, messagesFor, useI18n } from "../../i18n"
import { offerPageQuery, useOfferPage } from "../../features/home/api/get-offer"
import { shopUrl } from "../shop-url"
import type { Route } from "./+types/offer"

/** The same for every visitor: kept by the storefront's server, forgotten with the offers' answers. */
export const handle = sharedWithVisitors()

/** The card and its products, read on the server; an offer not running (ended, unknown) is a 404. */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  pageData(request, async (client) => {
    const page = await notFoundWhen404(client.fetchQuery(offerPageQuery(params.id)))
    return { name: page.offer.name }
  })

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const messages = messagesFor(localeOfMatches(matches))
  const url = shopUrl(matches, location.pathname)
  if (!loaderData?.name) return pageMeta(url, { name: messages.offerPage.ended })
  return pageMeta(url, { name: loaderData.name, description: messages.offerPage.description(loaderData.name) })
}

/** /offers/:id: an offer card's page, listing exactly the products its promotion or price list discounts. */
export function OfferRoute({ params: { id } }: Route.ComponentProps) {
  const { messages, date } = useI18n()
  const t = messages.offerPage
  const { data, isPending, error, refetch } = useOfferPage(id)
  useErrorToast(statusOf(error) === 404 ? null : error)
  if (statusOf(error) === 404) return <OfferEnded />
  if (error) return <ErrorMessage message={messages.errors.loadFailed} onRetry={() => void refetch()} />
  return (
    <section aria-labelledby="offer-title" className="offer-page">
      <h1 id="offer-title">{data?.offer.name ?? " "}</h1>
      {data?.offer.live_until && <p className="offer-page__until">{t.until(date(data.offer.live_until))}</p>}
      <h2 className="visually-hidden">{t.products}</h2>
      {data && data.products === null ? (
        <p>
          {t.everyProduct}{" "}
          <Link to={paths.shop()} className="button">
            {t.browseShop}
          </Link>
        </p>
      ) : (
        <ProductGrid products={data?.products ?? undefined} isPending={isPending} error={null} onRetry={() => void refetch()} emptyMessage={t.none} />
      )}
    </section>
  )
}

/** An offer that is not running (ended, or a kept link to one): a 404 with a way to today's offers. */
function OfferEnded() {
  const t = useI18n().messages.offerPage
  return (
    <section className="not-found">
      <h1>{t.ended}</h1>
      <p>{t.endedText}</p>
      <p className="not-found__links">
        <Link to={paths.shop()} className="button">
          {t.browseShop}
        </Link>
      </p>
    </section>
  )
}

export const ErrorBoundary = RouteErrorBoundary

export default OfferRoute
