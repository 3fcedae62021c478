import { Outlet } from "react-router"
import { RouteErrorBoundary } from "../../../components/ui/route-error"
import { guardInBrowser } from "../../../features/auth/guard"
import { guardOnServer } from "../../../features/auth/guard.server"
import { browserQueryClient } from "../../provider"
import type { Route } from "./+types/customer"

/** Checkout and /my-account/*: signed-in customers only; a visitor logs in and comes back. */
export const loader = ({ request }: Route.LoaderArgs) => guardOnServer(request, "customer")

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => guardInBrowser(request, "customer", browserQueryClient())

export default function CustomerGuard() {
  return <Outlet />
}

/** The backend could not say who is signed in. */
export const ErrorBoundary = RouteErrorBoundary
