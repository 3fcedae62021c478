import { Outlet } from "react-router"
import { RouteErrorBoundary } from "../../../components/ui/route-error"
import { guardInBrowser } from "../../../features/auth/guard"
import { guardOnServer } from "../../../features/auth/guard.server"
import { browserQueryClient } from "../../provider"
import type { Route } from "./+types/admin"

/** /admin/*: admins only; a customer goes home, a visitor logs in (and comes back if an admin). */
export const loader = ({ request }: Route.LoaderArgs) => guardOnServer(request, "admin")

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => guardInBrowser(request, "admin", browserQueryClient())

export default function AdminGuard() {
  return <Outlet />
}

/** The backend could not say who is signed in. */
export const ErrorBoundary = RouteErrorBoundary
