import { redirect } from "react-router"
import { paths } from "../../../config/paths"

/** /my-account opens the profile (once the customer guard lets the visitor in: a parent's redirect wins). */
const toProfile = () => redirect(paths.account.profile())

// Both names, not `clientLoader = loader`: the browser's build has no `loader`.
export const loader = toProfile
export const clientLoader = toProfile

export default function MyAccountIndex() {
  return null
}
