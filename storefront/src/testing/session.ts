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

const bearerOf = (init: RequestInit | undefined) => /^Bearer (.+)$/.exec(new Headers(init?.headers).get("authorization") ?? "")?.[1] ?? null

/**
 * Medusa's session auth, faked: `POST /auth/session` with a bearer token starts the cookie
 * session with it, `DELETE /auth/session` ends it. `tokenOf` is the sign-in a request carries:
 * its bearer token, else the session cookie's.
 */
export function fakeSessions() {
  const sessions = { current: null as string | null, started: [] as string[], ended: 0 }
  const routes = {
    "/auth/session": (_url: URL, init: RequestInit | undefined) => {
      if (init?.method === "DELETE") {
        sessions.current = null
        sessions.ended++
        return json({ success: true })
      }
      const token = bearerOf(init)
      if (init?.method !== "POST" || !token) return json({ message: "Unauthorized" }, 401)
      sessions.current = token
      sessions.started.push(token)
      // Medusa's session cookie: a sign-in page's action sets it on the shop's origin.
      const started = json({ user: { id: "authid_1" } })
      started.headers.append("set-cookie", `connect.sid=s%3A${token}; Path=/; HttpOnly; SameSite=Lax`)
      return started
    },
  }
  const tokenOf = (init: RequestInit | undefined) => bearerOf(init) ?? sessions.current
  return { sessions, routes, tokenOf }
}
