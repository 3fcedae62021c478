import { data } from "react-router"
import { NotFound } from "../../components/ui/not-found"
import { RouteErrorBoundary } from "../../components/ui/route-error"
import { pageTitle } from "../../lib/seo"
import { messages } from "../../messages"
import type { Route } from "./+types/not-found"

/** Any address the shop does not have: a real 404 (crawlers drop it), with the spec's text. */
export const loader = () => {
  throw data(null, { status: 404 })
}

export const meta = ({ location }: Route.MetaArgs) => [
  { title: pageTitle(messages.errors.notFound, location.pathname) },
  { name: "robots", content: "noindex" },
]

export function NotFoundRoute() {
  return <NotFound />
}

export const ErrorBoundary = RouteErrorBoundary

export default NotFoundRoute
