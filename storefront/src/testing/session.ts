import { TOKEN_KEY } from "../lib/medusa"
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

/** Stores a token as a signed-in browser has, and the backend routes that answer for it. */
export function signedIn({ admin = false, customer = CUSTOMER }: { admin?: boolean; customer?: object } = {}) {
  window.localStorage.setItem(TOKEN_KEY, "token-of-rahim")
  return {
    "/store/customers/me": () => json({ customer }),
    "/store/customers/me/access": () => json({ admin }),
    "/store/customers/me/cart": () => json({ cart: null }),
  }
}
