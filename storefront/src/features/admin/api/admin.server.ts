import { StoreError, storeSend, storeUrl } from "../../../lib/medusa"
import { asShopper } from "../../../lib/store.server"

/** How long an admin change may take at the backend (pictures are fitted and stored) before the form says so. */
const ADMIN_TIMEOUT_MS = 60_000

/** One call to Medusa's admin API: a JSON body, or a multipart one (FormData) sent as it is. */
export type AdminSend = <T = unknown>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown, query?: Record<string, string | number>) => Promise<T>

/**
 * Medusa's admin API from a route's loader or action, as the signed-in admin: the backend
 * exchanges the customer's session (the request's cookie, lib/store.server.ts) for a user token
 * (POST /store/customers/me/admin-token: 401 signed out, 403 not an admin), which stays in this
 * request. A refusal throws a StoreError with the backend's status and words.
 */
export async function adminOf(request: Request): Promise<AdminSend> {
  const { token } = await asShopper(request, () => storeSend<{ token: string }>("POST", "/store/customers/me/admin-token"))
  return async <T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown, query: Record<string, string | number> = {}) => {
    const headers = new Headers({ accept: "application/json", authorization: `Bearer ${token}` })
    let payload: BodyInit | undefined
    // A multipart body: fetch writes its content type with the boundary.
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      headers.set("content-type", "application/json")
      payload = JSON.stringify(body)
    }
    const response = await fetch(storeUrl(path, query), { method, headers, body: payload, signal: AbortSignal.timeout(ADMIN_TIMEOUT_MS) })
    const answer = (await response.json().catch(() => ({}))) as { message?: string } & Record<string, unknown>
    if (!response.ok) throw new StoreError(answer.message ?? response.statusText, response.status, answer)
    return answer as T
  }
}
