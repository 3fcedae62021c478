import { redirect } from "react-router"
import { adminAccess } from "../../../features/admin/api/admin-access.server"
import { pathOf } from "../../../features/admin/screens"
import type { Route } from "./+types/index"

/**
 * /admin opens the first screen the admin's role opens ("Add product" for an owner, "Manage
 * orders" for order staff). Read on the server, as the role is (the layout beside this says why
 * nothing opens when the sign-in owes its second factor).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { screens, problem } = await adminAccess(request)
  if (problem) return null
  const first = screens.includes("addProduct") ? "addProduct" : screens[0]
  // None: the layout says the role opens nothing here.
  return first ? redirect(pathOf(first)) : null
}

export default function AdminIndex() {
  return null
}
