import { isRouteErrorResponse, useRouteError } from "react-router"
import { messages } from "../../messages"
import { ErrorMessage } from "./error-message"
import { NotFound } from "./not-found"

/** A page's error boundary, inside the layout: the spec's '404 page' for a 404, else the load failure. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return <ErrorMessage message={messages.errors.loadFailed} onRetry={() => window.location.reload()} />
}
