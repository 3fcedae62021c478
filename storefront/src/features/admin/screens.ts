import { paths } from "../../config/paths"
import { withoutLocale } from "../../i18n"

/**
 * The storefront admin area's screens and the permission (Medusa RBAC, `resource:operation`,
 * as backend/src/lib/roles.ts gives them by role) each needs to be of any use: the menu offers a
 * screen only to an admin whose role has it, and a direct address to another one answers "not
 * allowed for your role" (routes/admin/layout.tsx). The backend refuses the calls anyway; this
 * only spares a screen that cannot work. Owner: all; order staff: orders; content editor:
 * products, news and the home page's content.
 */
export const ADMIN_SCREENS = [
  { key: "customize", path: paths.adminArea.customize(), needs: "slider:update" },
  { key: "addProduct", path: paths.adminArea.addProduct(), needs: "product:create" },
  { key: "addNews", path: paths.adminArea.addNews(), needs: "news:create" },
  { key: "manageOrders", path: paths.adminArea.manageOrders(), needs: "order:update" },
  { key: "makeAdmin", path: paths.adminArea.makeAdmin(), needs: "user:create" },
  { key: "manageProducts", path: paths.adminArea.manageProducts(), needs: "product:update" },
  { key: "updateProduct", path: paths.adminArea.updateProduct(""), needs: "product:update" },
] as const

export type AdminScreen = (typeof ADMIN_SCREENS)[number]["key"]

/** The screens in the menu (updating a product is reached from "Manage products"). */
export const MENU_SCREENS: readonly AdminScreen[] = ["customize", "addProduct", "addNews", "manageOrders", "makeAdmin", "manageProducts"]

/** Every screen: an admin whose roles are not in force (Medusa's RBAC off) may use them all, as the backend lets them. */
export const ALL_SCREENS: readonly AdminScreen[] = ADMIN_SCREENS.map((screen) => screen.key)

/** The screens these permissions (GET /admin/rbac/me/permissions, wildcards expanded) open. */
export const screensFor = (permissions: readonly string[]): AdminScreen[] =>
  ADMIN_SCREENS.filter((screen) => permissions.includes(screen.needs)).map((screen) => screen.key)

/** The screen an address opens (`/bn/admin/manage-order` → manageOrders), none for /admin itself or another page. */
export function screenOf(pathname: string): AdminScreen | undefined {
  // In any letter case: React Router matches `/admin/MAKE-ADMIN` to the same screen.
  const path = withoutLocale(pathname).replace(/\/+$/, "").toLowerCase()
  return ADMIN_SCREENS.find(({ path: screen }) => (screen.endsWith("/") ? path.startsWith(screen.toLowerCase()) : path === screen.toLowerCase()))?.key
}

export const pathOf = (screen: AdminScreen) => ADMIN_SCREENS.find((entry) => entry.key === screen)!.path
