import { expect } from "vitest"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import type { AdminAnswer } from "../form-answer"

// What the admin routes' action tests share: the backend behind the shop's server, a form's post, the answer.

export const SHOP = "http://shop.test"

type Write = { method: string; path: string; body: unknown; auth: string | null }

/** The backend behind the shop's server: the admin token for the session, and these admin routes. */
export function adminBackend(
  routes: Record<string, (url: URL, init: RequestInit | undefined) => Response> = {},
  token: () => Response = () => json({ token: "user-token" })
) {
  const writes: Write[] = []
  const { calls } = fakeBackend({
    "/storefront/config": () => json(SHOP_CONFIG),
    "/store/customers/me/admin-token": token,
    ...Object.fromEntries(
      Object.entries(routes).map(([path, answer]) => [
        path,
        (url: URL, init: RequestInit | undefined) => {
          const body = init?.body
          writes.push({
            method: init?.method ?? "GET",
            path: url.pathname,
            body: typeof body === "string" ? JSON.parse(body) : body,
            auth: new Headers(init?.headers).get("authorization"),
          })
          return answer(url, init)
        },
      ])
    ),
  })
  return { calls, writes }
}

/** A form's post from the shop's page (signed in: the session cookie). */
export function post(path: string, fields: Record<string, string> | FormData, { cookie = "chaka.sid=s1", origin = SHOP as string | null } = {}) {
  const headers: Record<string, string> = {}
  if (cookie) headers.cookie = cookie
  if (origin) headers.origin = origin
  return new Request(`${SHOP}${path}`, { method: "POST", body: fields instanceof FormData ? fields : new URLSearchParams(fields), headers })
}

type RouteAction = (args: { request: Request; params: Record<string, string>; context: { origin: string } }) => Promise<unknown>
/** A route's action as the server runs it for `request`. */
export const run = (action: unknown, request: Request, params: Record<string, string> = {}) =>
  (action as RouteAction)({ request, params, context: { origin: SHOP } })

/** The action's answer (never a redirect here): its status and what the form shows. */
export function answered(result: unknown): AdminAnswer & { status: number } {
  expect(result).not.toBeInstanceOf(Response)
  const { data, init } = result as { data: AdminAnswer; init: ResponseInit | null }
  return { status: init?.status ?? 200, ...data }
}
