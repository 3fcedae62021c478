import { data, type MetaFunction } from "react-router"
import { RouteErrorBoundary } from "../../components/ui/route-error"
import { messages } from "../../messages"

/** Any address the shop does not have: a real 404 (crawlers drop it), with the spec's text. */
export const loader = () => {
  throw data(null, { status: 404 })
}

export const meta: MetaFunction = () => [{ title: `${messages.errors.notFound} · ${messages.shop.name}` }, { name: "robots", content: "noindex" }]

export function NotFoundRoute() {
  return <h1 className="not-found">{messages.errors.notFound}</h1>
}

export const ErrorBoundary = RouteErrorBoundary

export default NotFoundRoute
