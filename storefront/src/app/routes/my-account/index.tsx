import { Navigate } from "react-router"
import { paths } from "../../../config/paths"

/** /my-account opens the profile. */
export default function MyAccountIndex() {
  return <Navigate to={paths.account.profile()} replace />
}
