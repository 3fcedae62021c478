import { bkashMessages } from "../../messages"

/**
 * The provider's options, e.g. from the shop's environment:
 * `{ resolve: "@chaka/bd-commerce/providers/bkash", id: "bkash", options: { base_url, app_key, ... } }`.
 * Sandbox base URL: https://tokenized.sandbox.bka.sh/v1.2.0-beta; live: https://tokenized.pay.bka.sh/v1.2.0-beta.
 */
export type BkashOptions = {
  base_url: string
  app_key: string
  app_secret: string
  username: string
  password: string
  /** Every bKash call gives up after this long; bKash asks merchants to wait 30 s. */
  timeout_ms?: number
}

export const BKASH_DEFAULT_TIMEOUT_MS = 30_000
const REQUIRED = ["base_url", "app_key", "app_secret", "username", "password"] as const

/** Checks the options at boot; the message names the missing or bad option (never its value, except the URL). */
export function validateBkashOptions(options: Record<string, unknown> | undefined): Required<BkashOptions> {
  const given = options ?? {}
  for (const name of REQUIRED) {
    const value = given[name]
    if (typeof value !== "string" || value.trim() === "") throw new Error(bkashMessages.optionMissing(name))
  }
  const baseUrl = (given.base_url as string).trim()
  let parsed: URL | null = null
  try {
    parsed = new URL(baseUrl)
  } catch {
    parsed = null
  }
  if (!parsed || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) throw new Error(bkashMessages.optionNotUrl(baseUrl))
  const timeout = given.timeout_ms ?? BKASH_DEFAULT_TIMEOUT_MS
  if (typeof timeout !== "number" || !Number.isInteger(timeout) || timeout < 100 || timeout > 120_000) {
    throw new Error(bkashMessages.optionTimeoutInvalid)
  }
  return {
    base_url: baseUrl.replace(/\/+$/, ""),
    app_key: given.app_key as string,
    app_secret: given.app_secret as string,
    username: given.username as string,
    password: given.password as string,
    timeout_ms: timeout,
  }
}
