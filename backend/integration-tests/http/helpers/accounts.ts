import type { MedusaContainer } from "@medusajs/framework/types"
import { seedAccounts } from "../../../src/scripts/seed/accounts"
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../../../src/scripts/seed/catalogue"
import { seedShop, type ShopRecords } from "../../../src/scripts/seed/shop"

type Api = {
  get: (url: string, config?: object) => Promise<{ data: any }>
  post: (url: string, body?: unknown, config?: object) => Promise<{ data: any }>
}

export type Session = {
  /** The shop's records (region, sales channel, stock location...). */
  shop: ShopRecords
  /** Headers of a signed-in admin user. */
  admin: { headers: Record<string, string> }
  /** Headers of the signed-in demo customer, with the store's publishable key. */
  customer: { headers: Record<string, string> }
  /** Headers of a visitor: only the publishable key. */
  visitor: { headers: Record<string, string> }
}

/** The shop's records and the demo accounts, signed in through the real auth routes. */
export async function signIn(container: MedusaContainer, api: Api): Promise<Session> {
  const shop = await seedShop(container)
  await seedAccounts(container)
  const visitor = { "x-publishable-api-key": shop.publishableKey }
  const admin = await api.post("/auth/user/emailpass", { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })
  const customer = await api.post("/auth/customer/emailpass", { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })
  return {
    shop,
    admin: { headers: { authorization: `Bearer ${admin.data.token}` } },
    customer: { headers: { authorization: `Bearer ${customer.data.token}`, ...visitor } },
    visitor: { headers: visitor },
  }
}

/** The response of a request that is expected to fail (axios throws on 4xx/5xx). */
export const failure = (request: Promise<unknown>) =>
  request.then(
    (response) => {
      throw new Error(`expected a failure, got ${JSON.stringify((response as { status: number }).status)}`)
    },
    (error: { response: { status: number; data: { message: string } } }) => error.response
  )
