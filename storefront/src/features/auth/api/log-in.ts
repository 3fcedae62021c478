import { useMutation, useQueryClient } from "@tanstack/react-query"
import { statusOf } from "../../../lib/errors"
import { getShop } from "../../../lib/medusa"
import type { LogInInput } from "../schemas"
import { getSession, sessionQueryKey } from "../../session/api/session"
import { bearer, endSession, refreshedToken, startSession } from "./session-token"

/**
 * Email + password sign-in with Medusa's emailpass provider, kept as Medusa's session (an
 * httpOnly cookie). A sign-in that exists without a customer (an admin user created in Medusa's
 * dashboard or with `medusa user`) gets its customer record now, then a token that names it —
 * the flow Medusa documents for identities without an actor.
 */
export async function logIn({ email, password }: LogInInput) {
  const { sdk } = await getShop()
  await endSession(sdk)
  let { token } = await sdk.client.fetch<{ token: string }>("/auth/customer/emailpass", { method: "POST", body: { email, password } })
  try {
    await sdk.store.customer.retrieve({ fields: "id" }, bearer(token))
  } catch (error) {
    if (statusOf(error) !== 401) throw error
    await sdk.store.customer.create({ email }, {}, bearer(token))
    token = await refreshedToken(sdk, token)
  }
  return startSession(sdk, token, getSession)
}

export function useLogIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logIn,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session)
      void queryClient.invalidateQueries({ queryKey: ["cart"] })
    },
  })
}
