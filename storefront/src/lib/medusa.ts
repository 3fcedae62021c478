import type Medusa from "@medusajs/js-sdk"
import { BACKEND_URL } from "../config/env"
import { startEarly, takeEarly } from "./early-reads"

/** What the backend tells the storefront at run time (GET /storefront/config). */
export type ShopConfig = {
  publishable_key: string
  region_id: string
  currency_code: string
  /** The OpenID provider the sign-in button opens (Google by default), null when none is configured. */
  openid_sign_in?: { name: string } | null
}
export type Shop = { sdk: Medusa; config: ShopConfig }

/** Where the js-sdk keeps the customer's token (local storage, as the SDK does by default). */
export const TOKEN_KEY = "medusa_auth_token"

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY)
  } catch {
    return null
  }
}

/** Whether a sign-in token is stored, read without loading the SDK (visitors never need it for this). */
export const hasStoredToken = () => Boolean(storedToken())

/** A failed call with the server's status and message, as the js-sdk's FetchError has them. */
export class StoreError extends Error {
  constructor(
    message: string,
    readonly status: number
  ) {
    super(message)
  }
}

/** Remembers a promise, forgetting it when it fails so the next call retries. */
function once<T>(load: () => Promise<T>): { get: () => Promise<T>; reset: () => void } {
  let value: Promise<T> | undefined
  return {
    get: () =>
      (value ??= load().catch((error: unknown) => {
        value = undefined
        throw error
      })),
    reset: () => (value = undefined),
  }
}

/** The configuration index.html preloads, so no key is baked into a build. */
const config = once(async () => {
  const response = await fetch(`${BACKEND_URL}/storefront/config`)
  if (!response.ok) throw new Error(`The shop is unavailable (${response.status})`)
  return (await response.json()) as ShopConfig
})

/** The Medusa client: its own chunk (a fifth of the JavaScript), fetched beside the configuration. */
const shop = once(async (): Promise<Shop> => {
  const [shopConfig, { default: MedusaClient }] = await Promise.all([config.get(), import("@medusajs/js-sdk")])
  const sdk = new MedusaClient({
    baseUrl: BACKEND_URL,
    publishableKey: shopConfig.publishable_key,
    auth: { type: "jwt", jwtTokenStorageMethod: "local", jwtTokenStorageKey: TOKEN_KEY },
  })
  return { sdk, config: shopConfig }
})

export const getShopConfig = config.get
export const getShop = shop.get

/** The store API URL of a GET (the key a prefetched read is found by). */
export function storeUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const url = new URL(`${BACKEND_URL}${path}`)
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value))
  return url.toString()
}

/**
 * The publishable key rides in the address (the backend moves it into Medusa's header), not in a
 * header of its own: a visitor's read then has only CORS-safelisted headers, so the browser asks
 * no preflight before it — one round trip less for each new address a page reads.
 */
async function readStore<T>(url: string): Promise<T> {
  const { publishable_key } = await config.get()
  const address = new URL(url)
  address.searchParams.set("publishable_key", publishable_key)
  const headers: Record<string, string> = { accept: "application/json" }
  const token = storedToken()
  if (token) headers.authorization = `Bearer ${token}`
  const response = await fetch(address, { headers })
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    throw new StoreError(body.message ?? response.statusText, response.status)
  }
  return (await response.json()) as T
}

/**
 * A GET on the store API without the SDK, for the public reads a first screen waits on
 * (catalogue, product): what the SDK would ask, one chunk fewer before the pictures.
 * A read src/boot.ts started for the same URL is used instead of a second request.
 */
export async function storeGet<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
  const url = storeUrl(path, query)
  return takeEarly<T>(url) ?? readStore<T>(url)
}

/** Starts a storeGet before anything asks for it (src/boot.ts). */
export function prefetchStore<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
  const url = storeUrl(path, query)
  return startEarly(url, () => readStore<T>(url))
}

/** For tests: start again from an unconfigured client. */
export function resetShop() {
  config.reset()
  shop.reset()
}
