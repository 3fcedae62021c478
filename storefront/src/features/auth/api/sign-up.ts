import { useMutation, useQueryClient } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"
import { splitName } from "../../../lib/names"
import type { SignUpInput } from "../schemas"
import { logIn } from "./log-in"
import { sessionQueryKey } from "../../session/api/session"
import { bearer } from "./session-token"

/**
 * Medusa's customer registration: an emailpass identity, then the customer record created with
 * the registration token (display name split into first and last name), then a normal log-in.
 */
export async function signUp({ name, email, password }: SignUpInput) {
  const { sdk } = await getShop()
  // The registration token names no customer yet, so it is no session: it goes with this one call.
  const { token } = await sdk.client.fetch<{ token: string }>("/auth/customer/emailpass/register", { method: "POST", body: { email, password } })
  await sdk.store.customer.create({ email, ...splitName(name) }, {}, bearer(token))
  return logIn({ email, password })
}

export function useSignUp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signUp,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey, session),
  })
}
