import { NO_STORE } from "../../../lib/no-store"
export { NO_STORE }
import type { z } from "zod"
import { getShopConfig, StoreError, storeUrl } from "../../../lib/medusa"
import type { AuthCall } from "./auth-call"

const BACKEND_TIMEOUT_MS = 10_000

/** A sign-in page's answer is one shopper's: never kept by a cache. */

type Sent = { body: unknown; setCookie: string[] }

/**
 * A call from the storefront's server straight to the backend (its address is the store
 * transport's on the server), carrying only the cookie given: the sign-in pages' actions, whose
 * answers set or end the session (Set-Cookie) and may be plain text (Medusa's 201 of a reset link).
 */
export async function send(
  path: string,
  init: Omit<Parameters<AuthCall>[1], "method"> & { method?: "GET" | "POST" | "DELETE"; cookie?: string }
): Promise<Sent> {
  const { publishable_key } = await getShopConfig()
  const headers: Record<string, string> = { accept: "application/json", "x-publishable-api-key": publishable_key, ...init.headers }
  if (init.body !== undefined) headers["content-type"] = "application/json"
  if (init.cookie) headers.cookie = init.cookie
  const response = await fetch(storeUrl(path, init.query), {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
  })
  const body: unknown = await response.json().catch(() => ({}))
  if (!response.ok) throw new StoreError((body as { message?: string }).message ?? response.statusText, response.status)
  return { body, setCookie: response.headers.getSetCookie() }
}

/** `send` as an AuthCall: the sign-in rules (log-in.ts, sign-up.ts) run on the server with it. */
export const serverCall: AuthCall = async <T>(path: string, init: Parameters<AuthCall>[1]) => (await send(path, init)).body as T

/** A posted text field as typed (a password is never altered), never longer than `longest`. */
export const text = (form: FormData, name: string, longest = 320) => {
  const value = form.get(name)
  return typeof value === "string" ? value.slice(0, longest) : ""
}

/** Each field's first message, as the page's own check shows it. */
export function fieldErrors(error: z.ZodError): Partial<Record<string, string>> {
  const fields: Partial<Record<string, string>> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "")
    fields[field] ??= issue.message
  }
  return fields
}
