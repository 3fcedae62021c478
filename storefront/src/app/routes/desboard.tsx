import { redirect } from "react-router"
import { paths } from "../../config/paths"

/** The original shop linked to /desboard/... paths that never existed: the admin area. */
const toAdmin = () => redirect(paths.admin())

// Both names, not `clientLoader = loader`: the browser's build has no `loader`.
export const loader = toAdmin
export const clientLoader = toAdmin

export default function Desboard() {
  return null
}
