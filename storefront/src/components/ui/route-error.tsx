import { isRouteErrorResponse, useRouteError } from "react-router"
import { useMessages } from "../../i18n"
import { ErrorMessage } from "./error-message"
import { NotFound } from "./not-found"

/** A page's error boundary, inside the layout: the spec's '404 page' for a 404, else the load failure. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const t = useMessages().errors
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return <ErrorMessage message={t.loadFailed} onRetry={() => window.location.reload()} />
}
