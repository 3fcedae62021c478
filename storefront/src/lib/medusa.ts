import type Medusa from "@medusajs/js-sdk"
import { BACKEND_URL } from "../config/env"

/** What the backend tells the storefront at run time (GET /storefront/config). */
export type ShopConfig = { publishable_key: string; region_id: string; currency_code: string }
export type Shop = { sdk: Medusa; config: ShopConfig }

let shop: Promise<Shop> | undefined

/**
 * The Medusa client, created once the backend has handed over its publishable key, so no
 * key is baked into a build. A failed attempt is forgotten so the next call retries.
 */
export function getShop(): Promise<Shop> {
  shop ??= loadShop().catch((error: unknown) => {
    shop = undefined
    throw error
  })
  return shop
}

/**
 * The configuration (preloaded by index.html) and the SDK (its own chunk, a fifth of the
 * JavaScript) are fetched side by side, so the first paint does not wait for the SDK.
 */
async function loadShop(): Promise<Shop> {
  const [response, { default: MedusaClient }] = await Promise.all([
    fetch(`${BACKEND_URL}/storefront/config`),
    import("@medusajs/js-sdk"),
  ])
  if (!response.ok) throw new Error(`The shop is unavailable (${response.status})`)
  const config = (await response.json()) as ShopConfig
  const sdk = new MedusaClient({ baseUrl: BACKEND_URL, publishableKey: config.publishable_key })
  return { sdk, config }
}

/** For tests: start again from an unconfigured client. */
export function resetShop() {
  shop = undefined
}
