import { getShopConfig, storeUrl } from "../../../lib/medusa"

const BACKEND_TIMEOUT_MS = 10_000

/** The backend's answer to a phone route: its status, its refusal code (contract), the wait it asks. */
export type PhoneAnswer<T> = { ok: true; body: T } | { ok: false; status: number; code: string | null; retryAfterS: number | null }

/**
 * A POST to a phone sign-in route (/work/briefs/57-contract.md) from the storefront's server: the
 * shopper's address forwarded (the backend limits codes per address, and trusts one proxy), the
 * session cookie only when given (adding a number to a signed-in account). Refusals come back as
 * values, with the `code` the pages word in their own language and Retry-After of a 429.
 */
export async function phonePost<T>(path: string, body: unknown, options: { clientIp?: string; cookie?: string } = {}): Promise<PhoneAnswer<T>> {
  const { publishable_key } = await getShopConfig()
  const headers: Record<string, string> = { accept: "application/json", "content-type": "application/json", "x-publishable-api-key": publishable_key }
  if (options.clientIp) headers["x-forwarded-for"] = options.clientIp
  if (options.cookie) headers.cookie = options.cookie
  const response = await fetch(storeUrl(path), { method: "POST", headers, body: JSON.stringify(body), signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS) })
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.ok) return { ok: true, body: answer as T }
  const retry = Number(response.headers.get("retry-after"))
  return {
    ok: false,
    status: response.status,
    code: typeof answer.code === "string" ? answer.code : null,
    retryAfterS: Number.isFinite(retry) && retry > 0 ? retry : null,
  }
}
