import type Medusa from "@medusajs/js-sdk"
import type { DeliveryRate } from "@chaka/rules"
import { MEDUSA_LOCALE, type Locale } from "../i18n/locales"
import { messagesFor } from "../i18n/messages"

/** What the backend tells the storefront at run time (GET /storefront/config). */
export type ShopConfig = {
  publishable_key: string
  region_id: string
  currency_code: string
  /** The OpenID provider the sign-in button opens (Google by default), null when none is configured. */
  openid_sign_in?: { name: string } | null
  /** Home delivery's rate (@chaka/rules' DeliveryRate), as the backend's provider prices it. */
  delivery_rate?: DeliveryRate
}
export type Shop = { sdk: Medusa; config: ShopConfig }

/**
 * Where the store API is. In the browser: the page's own origin, whose server forwards the API
 * to the backend (server/backend-proxy.ts), so the session cookie rides along and no CORS is
 * involved. While a page renders on the server: the backend itself, with the shopper's cookie
 * (lib/store.server.ts installs that transport).
 */
export type StoreTransport = {
  origin: () => string
  /** The page's language, which public reads ask the store for (Medusa's Translation module). */
  locale: () => Locale
  fetch: (url: URL, init: RequestInit) => Promise<Response>
}

let browserLocale: Locale = "en"

/** The browser's page language (entry.client.tsx, before hydrating): a page never changes language, switching loads the other one. */
export const setBrowserLocale = (locale: Locale) => void (browserLocale = locale)

let transport: StoreTransport = {
  origin: () => window.location.origin,
  locale: () => browserLocale,
  fetch: (url, init) => fetch(url, init),
}

/** Where the browser reaches Medusa's admin API on the shop's origin (/medusa/admin/… → /admin/…). */
export const ADMIN_API_PREFIX = "/medusa"

export function setStoreTransport(next: StoreTransport) {
  transport = next
}

/** A failed call with the server's status and message, as the js-sdk's FetchError has them. */
export class StoreError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The answer's other fields (e.g. a refusal's `code`), for a caller that says it in its own words. */
    readonly details: Record<string, unknown> = {}
  ) {
    super(message)
  }
}

/** Remembers a promise, forgetting it when it fails (so the next call retries) or after `ttlMs`. */
function once<T>(load: () => Promise<T>, ttlMs = Infinity): { get: () => Promise<T>; set: (value: T) => void; reset: () => void } {
  let value: Promise<T> | undefined
  let at = 0
  return {
    get: () => {
      if (value && Date.now() - at > ttlMs) value = undefined
      if (!value) {
        at = Date.now()
        value = load().catch((error: unknown) => {
          value = undefined
          throw error
        })
      }
      return value
    },
    set: (known) => {
      at = Date.now()
      value = Promise.resolve(known)
    },
    reset: () => (value = undefined),
  }
}

/** The shop's configuration: a page rendered on the server hands it over (root loader), a server keeps it a minute. */
const config = once(async () => {
  const response = await transport.fetch(new URL("/storefront/config", transport.origin()), { headers: { accept: "application/json" } })
  if (!response.ok) throw new StoreError(messagesFor(transport.locale()).errors.shopUnavailable(response.status), response.status)
  return (await response.json()) as ShopConfig
}, 60_000)

/**
 * The Medusa client (browser only, for sign-in and everything a customer changes): its own
 * chunk, fetched when first needed. Medusa's session auth: the sign-in becomes an httpOnly,
 * SameSite cookie on this origin; no token is ever readable by a script.
 */
const shop = once(async (): Promise<Shop> => {
  const [shopConfig, { default: MedusaClient }] = await Promise.all([config.get(), import("@medusajs/js-sdk")])
  const sdk = new MedusaClient({ baseUrl: transport.origin(), publishableKey: shopConfig.publishable_key, auth: { type: "session" } })
  return { sdk, config: shopConfig }
})

export const getShopConfig = config.get
/** The configuration the server already read for this page: no second request for it. */
export const knowShopConfig = config.set
export const getShop = shop.get

let signedIn = false

/**
 * Whether this browser may hold a sign-in: the session cookie is httpOnly, so the server says
 * (the root loader) and sign-in and log-out update it. A visitor's page then never asks who
 * is signed in.
 */
export const maybeSignedIn = () => signedIn
export const setMaybeSignedIn = (value: boolean) => void (signedIn = value)

/** The store API URL of a GET (the key a read is found by). */
export function storeUrl(path: string, query: Record<string, string | number | undefined> = {}): URL {
  const url = new URL(path, transport.origin())
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value))
  return url
}

/**
 * A GET on the store API without the SDK, for the public reads pages render with (catalogue,
 * product, content): the server renders them without loading the SDK, the browser reads them
 * with one chunk fewer. The publishable key rides in the address (the backend moves it into
 * Medusa's header), so the backend's public cache can keep these answers.
 */
export async function storeGet<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
  const { publishable_key } = await config.get()
  const locale = MEDUSA_LOCALE[transport.locale()]
  const address = storeUrl(path, locale ? { ...query, locale } : query)
  address.searchParams.set("publishable_key", publishable_key)
  return readJson<T>(address)
}

/**
 * A write (or personal read) on the store API without the SDK: a route action on the server (the
 * shopper's session cookie rides along, lib/store.server.ts) or the browser. The publishable key
 * goes in Medusa's header; the answer is never one a shared cache keeps. `keepalive`: the request
 * outlives the page (sent as the shopper follows a link away).
 */
export async function storeSend<T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown, options: { keepalive?: boolean } = {}): Promise<T> {
  const { publishable_key } = await config.get()
  const headers: Record<string, string> = { accept: "application/json", "x-publishable-api-key": publishable_key }
  if (body !== undefined) headers["content-type"] = "application/json"
  const response = await transport.fetch(storeUrl(path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    keepalive: options.keepalive,
  })
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string }
    throw new StoreError(answer.message ?? response.statusText, response.status, typeof answer === "object" && answer ? answer : {})
  }
  return (await response.json()) as T
}

/** A GET of a public JSON answer (no key needed: /storefront/*), in the page's language (`locale=bn-BD` on a Bangla page). */
export async function readJson<T>(url: URL): Promise<T> {
  const locale = MEDUSA_LOCALE[transport.locale()]
  if (locale && !url.searchParams.has("locale")) url.searchParams.set("locale", locale)
  const response = await transport.fetch(url, { headers: { accept: "application/json" } })
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    throw new StoreError(body.message ?? response.statusText, response.status)
  }
  return (await response.json()) as T
}

/** For tests: start again from an unconfigured client. */
export function resetShop() {
  config.reset()
  shop.reset()
  signedIn = false
}
