import { SideMenuLayout } from "../../../components/layout/side-menu-layout"
import { useRouteLoaderData } from "react-router"
import { paths } from "../../../config/paths"
import { useMessages } from "../../../i18n"
import type { loader as rootLoader } from "../../root"

/** /admin/*: the spec's admin side menu beside the chosen screen (admins only: routes/guards/admin.tsx). */
export function AdminLayout() {
  const t = useMessages().adminArea
  const links = [
    [paths.adminArea.customize(), t.customize],
    [paths.adminArea.addProduct(), t.addProduct],
    [paths.adminArea.addNews(), t.addNews],
    [paths.adminArea.manageOrders(), t.manageOrders],
    [paths.adminArea.makeAdmin(), t.makeAdmin],
    [paths.adminArea.manageProducts(), t.manageProducts],
  ] as const
  const dashboardUrl = useRouteLoaderData<typeof rootLoader>("root")?.dashboardUrl ?? "/app"
  return <SideMenuLayout label={t.menu} links={links} className="admin-page" extra={<a href={dashboardUrl}>{t.medusaDashboard}</a>} />
}

export default AdminLayout
