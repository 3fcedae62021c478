import Medusa from "@medusajs/js-sdk"
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

async function loadShop(): Promise<Shop> {
  const response = await fetch(`${BACKEND_URL}/storefront/config`)
  if (!response.ok) throw new Error(`The shop is unavailable (${response.status})`)
  const config = (await response.json()) as ShopConfig
  const sdk = new Medusa({ baseUrl: BACKEND_URL, publishableKey: config.publishable_key })
  return { sdk, config }
}

/** For tests: start again from an unconfigured client. */
export function resetShop() {
  shop = undefined
}
