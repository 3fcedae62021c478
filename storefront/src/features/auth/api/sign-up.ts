import { useMutation, useQueryClient } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"
import { splitName } from "../../../lib/names"
import { useMessages, type Messages } from "../../../i18n"
import type { SignUpInput } from "../schemas"
import { logIn, sdkCall } from "./log-in"
import type { AuthCall } from "./auth-call"
import { sessionQueryKey } from "../../session/api/session"
import { bearer } from "./session-token"

/**
 * Medusa's customer registration: an emailpass identity, then the customer record created with
 * the registration token (display name split into first and last name). The browser (below) and
 * the sign-up page's action (sign-up.server.ts) both register this way, then sign in.
 */
export async function registerCustomer(call: AuthCall, { name, email, password }: SignUpInput): Promise<void> {
  // The registration token names no customer yet, so it is no session: it goes with this one call.
  const { token } = await call<{ token: string }>("/auth/customer/emailpass/register", { method: "POST", body: { email, password } })
  await call("/store/customers", { method: "POST", body: { email, ...splitName(name) }, headers: bearer(token) })
}

export async function signUp(input: SignUpInput, t: Messages["auth"]) {
  const { sdk } = await getShop()
  await registerCustomer(sdkCall(sdk), input)
  return logIn(input, t)
}

export function useSignUp() {
  const queryClient = useQueryClient()
  const t = useMessages().auth
  return useMutation({
    mutationFn: (input: SignUpInput) => signUp(input, t),
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey, session),
  })
}
