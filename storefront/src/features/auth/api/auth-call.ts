/**
 * One call of a sign-in or sign-up to the backend, whatever carries it: the Medusa SDK in the
 * browser (through the shop's origin), the storefront's server in a route action (no scripts).
 * The sign-in rules (log-in.ts, sign-up.ts) are written once against it.
 */
export type AuthCall = <T>(
  path: string,
  init: { method?: "GET" | "POST"; body?: Record<string, unknown>; headers?: Record<string, string>; query?: Record<string, string> }
) => Promise<T>
