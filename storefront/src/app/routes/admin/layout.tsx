import { data, isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router"
import { RouteErrorBoundary } from "../../../components/ui/route-error"
import { adminAccess, type AccessProblem } from "../../../features/admin/api/admin-access.server"
import { AdminRefusal, AdminShell } from "../../../features/admin/components/admin-shell"
import { ALL_SCREENS, screenOf, type AdminScreen } from "../../../features/admin/screens"
import { NO_STORE } from "../../../lib/no-store"
import type { loader as rootLoader } from "../../root"
import type { Route } from "./+types/layout"

type Refused = { why: AccessProblem | "role"; screens: AdminScreen[] }

/**
 * The screens the admin's role opens (asked of the backend on every page and every move between
 * screens: a role taken away closes them at once). A screen the role does not open, or any
 * screen while the sign-in still owes its second factor, answers a refusal page (403, 401) in
 * place of the screen, never the screen failing on the backend's refusals.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const access = await adminAccess(request)
  if (access.problem) throw data<Refused>({ why: access.problem, screens: [] }, { status: access.problem === "second-factor" ? 401 : 403, headers: NO_STORE })
  const screen = screenOf(new URL(request.url).pathname)
  if (screen ? !access.screens.includes(screen) : !access.screens.length)
    throw data<Refused>({ why: "role", screens: access.screens }, { status: 403, headers: NO_STORE })
  return data({ screens: access.screens }, { headers: NO_STORE })
}

/** Asked again on every move to another screen (the layout's own address does not change with it). */
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate

/** /admin/*: the spec's admin side menu, as the role allows, beside the chosen screen (admins only: routes/guards/admin.tsx). */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // No answer of the server (the screens' unit tests render them with client loaders only): the
  // whole menu, as the backend refuses what the role does not allow anyway.
  const screens = (loaderData as Route.ComponentProps["loaderData"] | undefined)?.screens ?? ALL_SCREENS
  return (
    <AdminShell screens={screens} dashboardUrl={useDashboardUrl()}>
      <Outlet />
    </AdminShell>
  )
}

const useDashboardUrl = () => useRouteLoaderData<typeof rootLoader>("root")?.dashboardUrl ?? "/app"

const isRefused = (value: unknown): value is Refused => typeof value === "object" && value !== null && "why" in value && "screens" in value

/** The refusal page inside the menu; anything else is the load failure. */
export function ErrorBoundary() {
  const error = useRouteError()
  const dashboardUrl = useDashboardUrl()
  if (!isRouteErrorResponse(error) || !isRefused(error.data)) return <RouteErrorBoundary />
  return (
    <AdminShell screens={error.data.screens} dashboardUrl={dashboardUrl}>
      <AdminRefusal why={error.data.why} />
    </AdminShell>
  )
}
