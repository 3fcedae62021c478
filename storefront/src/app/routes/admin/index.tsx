import { Navigate } from "react-router"
import { paths } from "../../../config/paths"

/** /admin opens "Add product". */
export default function AdminIndex() {
  return <Navigate to={paths.adminArea.addProduct()} replace />
}
