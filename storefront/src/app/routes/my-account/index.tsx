import { redirect } from "react-router"
import { paths } from "../../../config/paths"

/** /my-account opens the profile (after the customer guard lets the visitor in: a parent's redirect wins). */
export const loader = () => redirect(paths.account.profile())
export const clientLoader = loader

export default function MyAccountIndex() {
  return null
}
