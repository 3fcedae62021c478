import type Medusa from "@medusajs/js-sdk"
import { statusOf } from "./errors"
import { ADMIN_API_PREFIX, getShop } from "./medusa"

let admin: Promise<Medusa> | undefined

/**
 * A js-sdk client for Medusa's admin API, signed in as the admin user linked to the same
 * sign-in as the customer: the backend exchanges the customer's token for a user token
 * (POST /store/customers/me/admin-token; 403 for customers who are not admins). The token
 * lives in memory only, so it ends with the tab and is never written to storage.
 */
export function getAdminSdk(): Promise<Medusa> {
  admin ??= createAdminSdk().catch((error: unknown) => {
    admin = undefined
    throw error
  })
  return admin
}

async function createAdminSdk(): Promise<Medusa> {
  const { sdk } = await getShop()
  const { token } = await sdk.client.fetch<{ token: string }>("/store/customers/me/admin-token", { method: "POST" })
  const { default: MedusaClient } = await import("@medusajs/js-sdk")
  // The storefront's server forwards /medusa/admin/* to Medusa's admin API (server/backend-proxy.ts):
  // the shop's own /admin/* pages keep their addresses.
  const client = new MedusaClient({ baseUrl: `${window.location.origin}${ADMIN_API_PREFIX}`, auth: { type: "jwt", jwtTokenStorageMethod: "memory" } })
  await client.client.setToken(token)
  return client
}

/** Forget the admin client (log-out, or an expired token). */
export function resetAdminSdk() {
  admin = undefined
}

/**
 * Runs an admin call; when the user token has expired (401) it gets a fresh one from the
 * customer's session once and tries again.
 */
export async function withAdmin<T>(call: (sdk: Medusa) => Promise<T>): Promise<T> {
  try {
    return await call(await getAdminSdk())
  } catch (error) {
    if (statusOf(error) !== 401) throw error
    resetAdminSdk()
    return call(await getAdminSdk())
  }
}
