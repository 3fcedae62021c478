import { redirect } from "react-router"
import { paths } from "../../../config/paths"

/** /admin opens "Add product" (after the admin guard lets the visitor in: a parent's redirect wins). */
export const loader = () => redirect(paths.adminArea.addProduct())
export const clientLoader = loader

export default function AdminIndex() {
  return null
}
