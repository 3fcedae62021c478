import { DEMO_ADMIN, DEMO_CUSTOMER } from "../../../src/scripts/seed/catalogue"
import type { Session } from "./accounts"
import { registerCustomer } from "./checkout"

type Api = {
  get: (url: string, config?: object) => Promise<{ data: any; status: number }>
  post: (url: string, body?: unknown, config?: object) => Promise<{ data: any; status: number }>
}

/** The original admin form's text fields for a new bicycle (POST /shop/products), under this name. */
export const compatProductFields = (name: string) => ({
  name,
  category: "Mountain Bike",
  subCategory: "Hardtail",
  brand: "Hike",
  price: "32000",
  stock: "7",
  description: "Aluminium frame",
  vendor: "Hike Bangladesh",
  type: "Geared",
})

/** Request options carrying a token the way the original client sends it ("Bearar <token>"). */
export const bearar = (token: string) => ({ headers: { authorization: `Bearar ${token}` } })
export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })

export type CompatCallers = {
  visitor: { headers: Record<string, string> }
  /** The demo customer, then another customer, then the demo admin (also a customer). */
  customer: { headers: Record<string, string>; email: string; token: string }
  other: { headers: Record<string, string>; email: string; token: string }
  admin: { headers: Record<string, string>; email: string; token: string }
}

/** The four callers every contract test checks: visitor, customer, another customer, admin. */
export async function compatCallers(api: Api, session: Session): Promise<CompatCallers> {
  const signIn = async (email: string, password: string) => (await api.post("/auth/customer/emailpass", { email, password })).data.token as string
  const otherEmail = "other.rider@example.com"
  await registerCustomer(api, session.visitor.headers["x-publishable-api-key"], otherEmail)
  const customer = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  const other = await signIn(otherEmail, "a-long-password")
  const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)
  return {
    visitor: { headers: {} },
    customer: { ...bearar(customer), email: DEMO_CUSTOMER.email, token: customer },
    other: { ...bearar(other), email: otherEmail, token: other },
    admin: { ...bearar(admin), email: DEMO_ADMIN.email, token: admin },
  }
}
