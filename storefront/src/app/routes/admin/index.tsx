import { redirect } from "react-router"
import { paths } from "../../../config/paths"

/** /admin opens "Add product" (once the admin guard lets the visitor in: a parent's redirect wins). */
const toAddProduct = () => redirect(paths.adminArea.addProduct())

// Both names, not `clientLoader = loader`: the browser's build has no `loader`.
export const loader = toAddProduct
export const clientLoader = toAddProduct

export default function AdminIndex() {
  return null
}
