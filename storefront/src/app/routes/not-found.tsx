import { data } from "react-router"
import { NotFound } from "../../components/ui/not-found"
import { RouteErrorBoundary } from "../../components/ui/route-error"
import { pageTitle } from "../../lib/seo"
import { localeOfMatches, messagesFor } from "../../i18n"
import type { Route } from "./+types/not-found"

/** Any address the shop does not have: a real 404 (crawlers drop it), with the spec's text. */
export const loader = () => {
  throw data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ location, matches }) => [
  { title: pageTitle(messagesFor(localeOfMatches(matches)).errors.notFound, location.pathname, localeOfMatches(matches)) },
  { name: "robots", content: "noindex" },
]

export function NotFoundRoute() {
  return <NotFound />
}

export const ErrorBoundary = RouteErrorBoundary

export default NotFoundRoute
