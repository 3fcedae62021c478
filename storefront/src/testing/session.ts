import { setMaybeSignedIn } from "../lib/medusa"
import { json } from "./backend"

export const CUSTOMER = {
  id: "cus_rahim",
  email: "rahim@example.com",
  first_name: "Rahim",
  last_name: "Uddin",
  phone: null,
  metadata: null,
  addresses: [],
}

/** Marks the browser signed in (the server sees a session cookie), and the backend routes that answer for it. */
export function signedIn({ admin = false, customer = CUSTOMER }: { admin?: boolean; customer?: object } = {}) {
  setMaybeSignedIn(true)
  return {
    "/store/customers/me": () => json({ customer }),
    "/store/customers/me/access": () => json({ admin }),
    "/store/customers/me/cart": () => json({ cart: null }),
  }
}
