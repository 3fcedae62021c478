import { redirect } from "react-router"
import { paths } from "../../../config/paths"
import { logOutByForm } from "../../../features/auth/api/log-out.server"
import type { Route } from "./+types/log-out"

/** POST /log-out (no page): the header's "Log out" form, with or without scripts (features/auth/api/log-out.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => logOutByForm(request, context.origin)

/** The address opened (not posted): nobody is logged out by a link; home. */
export const loader = () => redirect(paths.home())
