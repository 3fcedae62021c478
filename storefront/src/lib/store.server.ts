import { AsyncLocalStorage } from "node:async_hooks"
import { backendSession } from "../../server/session-cookie"
import { setStoreTransport } from "./medusa"

/** How long a page waits for the backend before it shows its error state instead. */
const BACKEND_TIMEOUT_MS = 10_000

const shopper = new AsyncLocalStorage<Headers>()

/**
 * The shopper's session as the backend names it (`connect.sid=…`), from the shop's own cookie
 * (server/session-cookie.ts), if the request carries one: nothing else is forwarded.
 */
export const sessionCookie = (request: Request) => backendSession(request.headers.get("cookie") ?? undefined)

/**
 * Store reads made while a page renders on the server go to the backend itself, carrying the
 * shopper's session cookie only: a signed-in customer's page shows their prices, a visitor's
 * read stays one the backend's public cache answers.
 */
export function readStoreFrom(backendUrl: string) {
  setStoreTransport({
    origin: () => backendUrl,
    fetch: (url, init) => {
      const headers = new Headers(init.headers)
      for (const [name, value] of shopper.getStore() ?? []) headers.set(name, value)
      return fetch(url, { ...init, headers, signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS) })
    },
  })
}

/** Runs `read` with the shopper's session, as readStoreFrom's reads see it. */
export function asShopper<T>(request: Request, read: () => Promise<T>): Promise<T> {
  const headers = new Headers()
  const cookie = sessionCookie(request)
  if (cookie) headers.set("cookie", cookie)
  return shopper.run(headers, read)
}
