import { RouteErrorBoundary } from "../../components/ui/route-error"
import { ErrorMessage } from "../../components/ui/error-message"
import { NotFound } from "../../components/ui/not-found"
import { statusOf } from "../../lib/errors"
import { notFoundWhen404, pageData } from "../../lib/page-data.server"
import { pageMeta } from "../../lib/seo"
import { sharedWithVisitors } from "../../lib/page-cache"
import { useErrorToast } from "../../lib/use-error-toast"
import { localeOfMatches, messagesFor, messagesOf, useI18n } from "../../i18n"
import { policyPageQueryOptions, usePolicyPage } from "../../features/policies/api/get-policy-page"
import { PolicyText } from "../../features/policies/components/policy-text"
import { shopUrl } from "../shop-url"
import type { Route } from "./+types/policy"

/** The same for every visitor: kept by the storefront's server, forgotten when an admin edits a page. */
export const handle = sharedWithVisitors()

/** The page, read on the server; an unknown (or malformed) address is a 404. */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  pageData(request, async (client) => {
    // A malformed address (400 from the plugin) is a page that does not exist either.
    const read = client.fetchQuery(policyPageQueryOptions(params.handle)).catch((error: unknown) => {
      throw statusOf(error) === 400 ? Object.assign(new Error(messagesOf(request).policies.notFound), { status: 404 }) : error
    })
    return { page: await notFoundWhen404(read) }
  })

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const page = loaderData?.page
  const url = shopUrl(matches, location.pathname)
  if (!page) return pageMeta(url, { name: messagesFor(localeOfMatches(matches)).errors.notFound })
  return pageMeta(url, { name: page.title, description: page.body.slice(0, 300) })
}

/** /pages/:handle: a shop policy (delivery, returns and warranty, privacy, terms) as plain paragraphs. */
export function PolicyRoute({ params: { handle } }: Route.ComponentProps) {
  const { messages, date } = useI18n()
  const { data: page, error, refetch } = usePolicyPage(handle)
  useErrorToast(error)
  if (statusOf(error) === 404 || statusOf(error) === 400) return <NotFound />
  if (error) return <ErrorMessage message={messages.errors.loadFailed} onRetry={() => void refetch()} />
  if (!page) return <article className="policy-page" aria-busy="true" />
  return (
    <article className="policy-page">
      <h1>{page.title}</h1>
      <PolicyText body={page.body} />
      <p className="policy-page__updated">{messages.policies.updated(date(page.updated_at))}</p>
    </article>
  )
}

export const ErrorBoundary = RouteErrorBoundary

export default PolicyRoute
