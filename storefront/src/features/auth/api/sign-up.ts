import { splitName } from "../../session/names"
import type { SignUpInput } from "../schemas"
import type { AuthCall } from "./auth-call"
import { bearer } from "./session-token"

/**
 * Medusa's customer registration: an emailpass identity, then the customer record created with
 * the registration token (display name split into first and last name). The sign-up page's action
 * registers this way, then signs in (form-sign-in.server.ts).
 */
export async function registerCustomer(call: AuthCall, { name, email, password }: SignUpInput): Promise<void> {
  // The registration token names no customer yet, so it is no session: it goes with this one call.
  const { token } = await call<{ token: string }>("/auth/customer/emailpass/register", { method: "POST", body: { email, password } })
  await call("/store/customers", { method: "POST", body: { email, ...splitName(name) }, headers: bearer(token) })
}
