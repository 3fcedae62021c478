import { RequireAdmin } from "../../../features/auth/components/guards"

/** /admin/*: admins only (the server refuses the rest anyway). */
export default RequireAdmin
