import { RequireCustomer } from "../../../features/auth/components/guards"

/** Checkout and /my-account/*: signed-in customers only (the server refuses the rest anyway). */
export default RequireCustomer
