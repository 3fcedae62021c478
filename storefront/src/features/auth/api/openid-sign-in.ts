import { useMutation, useQueryClient } from "@tanstack/react-query"
import { statusOf } from "../../../lib/errors"
import { getShop } from "../../../lib/medusa"
import { useMessages, type Messages } from "../../../i18n"
import { OpenIdError, waitForCallback } from "../openid-popup"
import { cartQueryKey } from "../../session/api/cart"
import { getSession, sessionQueryKey } from "../../session/api/session"
import { bearer, endSession, refreshedToken, startSession } from "./session-token"

/** The backend's auth provider id for the shop's OpenID sign-in (its routes: /auth/customer/google…). */
const PROVIDER = "google"

/**
 * Sign-in through the OpenID provider in `popup` (opened by the click): the backend builds the
 * provider's URL (state, nonce, PKCE), the popup comes back with a code, the backend checks it
 * and the ID token and gives a token; the customer is then created or synced
 * (POST /store/customers/openid; an account of that email opened with a password is not joined:
 * 409 with the message shown), and a refreshed token names them.
 */
export async function signInWithOpenId(from: { popup: Window } | { answer: Record<string, string> }, t: Messages["auth"]) {
  const params = "answer" in from ? from.answer : await providerAnswer(from.popup)
  if (params.error || !params.code) throw new OpenIdError("provider-error")
  const { sdk } = await getShop()
  await endSession(sdk)
  const { token } = await providerRefusal(sdk.client.fetch<{ token: string }>(`/auth/customer/${PROVIDER}/callback`, { method: "GET", query: params }))
  // Not joined to an account (e.g. 409: the email's account has a password): the provider's
  // token opens nothing and never becomes a session.
  await sdk.client.fetch("/store/customers/openid", { method: "POST", headers: bearer(token) })
  return startSession(sdk, await refreshedToken(sdk, token), getSession, t)
}

/** Sends the popup to the provider (the backend builds the URL) and waits for its answer. */
async function providerAnswer(popup: Window) {
  try {
    const { sdk } = await getShop()
    // The backend sends the provider back to its configured callback page (one allowed URL).
    const started = await providerRefusal(sdk.auth.login("customer", PROVIDER, {}))
    if (typeof started === "string" || !("location" in started) || !started.location) {
      throw new OpenIdError("provider-error")
    }
    popup.location.href = started.location
    return await waitForCallback(popup)
  } finally {
    if (!popup.closed) popup.close()
  }
}

/** The backend refusing the sign-in (bad state, code or ID token) is the provider's failure to the shopper. */
async function providerRefusal<T>(request: Promise<T>): Promise<T> {
  try {
    return await request
  } catch (error) {
    const status = statusOf(error)
    if (status && status >= 400 && status < 500) throw new OpenIdError("provider-error")
    throw error
  }
}

export function useOpenIdSignIn() {
  const queryClient = useQueryClient()
  const t = useMessages().auth
  return useMutation({
    mutationFn: (from: Parameters<typeof signInWithOpenId>[0]) => signInWithOpenId(from, t),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session)
      void queryClient.invalidateQueries({ queryKey: cartQueryKey })
    },
  })
}
