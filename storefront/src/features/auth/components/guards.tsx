import { Navigate, Outlet, useLocation } from "react-router"
import { ErrorMessage } from "../../../components/ui/error-message"
import { paths, type ReturnState } from "../../../config/paths"
import { messages } from "../../../messages"
import { useSession } from "../../session/api/session"

function SessionGate({ allow, otherwise }: { allow: (admin: boolean) => boolean; otherwise: "log-in" | "home" }) {
  const { data: session, isPending, error, refetch } = useSession()
  const location = useLocation()
  if (isPending) return <div className="page-loading" aria-busy="true" />
  if (error) return <ErrorMessage message={messages.errors.loadFailed} onRetry={() => void refetch()} />
  if (session && allow(session.admin)) return <Outlet />
  if (otherwise === "home" && session) return <Navigate to={paths.home()} replace />
  const state: ReturnState = { from: { pathname: location.pathname, search: location.search } }
  return <Navigate to={paths.logIn()} replace state={state} />
}

/**
 * Signed-in customers only; a visitor goes to /log-in and comes back afterwards. This mirrors
 * the server, which refuses every customer route without a token anyway.
 */
export const RequireCustomer = () => <SessionGate allow={() => true} otherwise="log-in" />

/** Admins only; a signed-in customer goes to /, a visitor to /log-in (and back if they are an admin). */
export const RequireAdmin = () => <SessionGate allow={(admin) => admin} otherwise="home" />
