import type Medusa from "@medusajs/js-sdk"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { statusOf } from "../../../lib/errors"
import { getShop } from "../../../lib/medusa"
import { useMessages, type Messages } from "../../../i18n"
import type { LogInInput } from "../schemas"
import { getSession, sessionQueryKey } from "../../session/api/session"
import { bearer, endSession, startSession } from "./session-token"
import type { AuthCall } from "./auth-call"

/**
 * Email + password sign-in with Medusa's emailpass provider: a token that names the customer. A
 * sign-in that exists without a customer (an admin user created in Medusa's dashboard or with
 * `medusa user`) gets its customer record now, then a token that names it — the flow Medusa
 * documents for identities without an actor. The browser (below) and the log-in page's action
 * (log-in.server.ts) both sign in this way.
 */
export async function customerToken(call: AuthCall, { email, password }: LogInInput): Promise<string> {
  const { token } = await call<{ token: string }>("/auth/customer/emailpass", { method: "POST", body: { email, password } })
  try {
    await call("/store/customers/me", { query: { fields: "id" }, headers: bearer(token) })
    return token
  } catch (error) {
    if (statusOf(error) !== 401) throw error
  }
  await call("/store/customers", { method: "POST", body: { email }, headers: bearer(token) })
  const { token: named } = await call<{ token: string }>("/auth/token/refresh", { method: "POST", headers: bearer(token) })
  return named
}

/** The SDK as an AuthCall: the browser's calls go through the shop's origin. */
export const sdkCall =
  (sdk: Medusa): AuthCall =>
  (path, init) =>
    sdk.client.fetch(path, init)

/** The browser's sign-in, kept as Medusa's session (an httpOnly cookie on the shop's origin). */
export async function logIn(input: LogInInput, t: Messages["auth"]) {
  const { sdk } = await getShop()
  await endSession(sdk)
  return startSession(sdk, await customerToken(sdkCall(sdk), input), getSession, t)
}

export function useLogIn() {
  const queryClient = useQueryClient()
  const t = useMessages().auth
  return useMutation({
    mutationFn: (input: LogInInput) => logIn(input, t),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session)
      void queryClient.invalidateQueries({ queryKey: ["cart"] })
    },
  })
}
