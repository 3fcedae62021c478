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
  /**
   * Where bKash sends the shopper back: the shop's return route on its own origin, e.g.
   * `https://shop.example/checkout/bkash`; each payment returns to `<callback_url>/<cart id>`.
   * An option, never session data: a session's data can come from a shopper's request (Medusa's
   * own payment-session route), and bKash's page must not send anyone to a site they named.
   */
  callback_url: string
  /** Every bKash call gives up after this long; bKash asks merchants to wait 30 s. */
  timeout_ms?: number
}

export const BKASH_DEFAULT_TIMEOUT_MS = 30_000
/** A checkout holds its cart's lock for 120 s: its bKash calls (a token, an execute, a status query) must fit in it. */
export const BKASH_MAX_TIMEOUT_MS = 30_000
const REQUIRED = ["base_url", "app_key", "app_secret", "username", "password", "callback_url"] as const

function httpUrl(value: string): URL | null {
  try {
    const parsed = new URL(value)
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed : null
  } catch {
    return null
  }
}

/** Checks the options at boot; the message names the missing or bad option (never its value, except the URL). */
export function validateBkashOptions(options: Record<string, unknown> | undefined): Required<BkashOptions> {
  const given = options ?? {}
  for (const name of REQUIRED) {
    const value = given[name]
    if (typeof value !== "string" || value.trim() === "") throw new Error(bkashMessages.optionMissing(name))
  }
  const baseUrl = (given.base_url as string).trim()
  if (!httpUrl(baseUrl)) throw new Error(bkashMessages.optionNotUrl("base_url", baseUrl, "https://tokenized.sandbox.bka.sh/v1.2.0-beta"))
  const callbackUrl = (given.callback_url as string).trim()
  if (!httpUrl(callbackUrl)) throw new Error(bkashMessages.optionNotUrl("callback_url", callbackUrl, "https://shop.example/checkout/bkash"))
  const timeout = given.timeout_ms ?? BKASH_DEFAULT_TIMEOUT_MS
  if (typeof timeout !== "number" || !Number.isInteger(timeout) || timeout < 100 || timeout > BKASH_MAX_TIMEOUT_MS) {
    throw new Error(bkashMessages.optionTimeoutInvalid)
  }
  return {
    base_url: baseUrl.replace(/\/+$/, ""),
    app_key: given.app_key as string,
    app_secret: given.app_secret as string,
    username: given.username as string,
    password: given.password as string,
    callback_url: callbackUrl.replace(/\/+$/, ""),
    timeout_ms: timeout,
  }
}
