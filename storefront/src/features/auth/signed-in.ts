import type { QueryClient } from "@tanstack/react-query"
import { isRouteErrorResponse } from "react-router"
import { resetAdminSdk } from "../../lib/admin-sdk"
import { isNetworkError } from "../../lib/errors"
import { setMaybeSignedIn } from "../../lib/medusa"
import { cartQueryKey } from "../session/api/cart"
import { sessionQueryKey, sessionQueryOptions } from "../session/api/session"
import { shopKeys } from "../session/shop-query-keys"

/** A post whose answer never came (the connection dropped): the form says so and can be sent again. */
export type LostAnswer = { lost: true }

export const isLost = (answer: unknown): answer is LostAnswer => typeof answer === "object" && answer !== null && "lost" in answer

const isRedirect = (value: unknown): value is Response => value instanceof Response && value.status >= 300 && value.status < 400

/** What the browser keeps of the last sign-in (an admin's token, the customer's pages) goes. */
function forgetSignedIn(client: QueryClient) {
  client.removeQueries({ queryKey: cartQueryKey })
  client.removeQueries({ queryKey: shopKeys.account })
  client.removeQueries({ queryKey: shopKeys.admin })
  resetAdminSdk()
}

/**
 * After a sign-in made by the page's form (the route's action set the session cookie): the
 * browser knows who is signed in before the next page's guard asks, and the header reads the
 * customer and their cart (the visitor cart already claimed by the action).
 */
export async function knowSignedIn(client: QueryClient): Promise<void> {
  forgetSignedIn(client)
  setMaybeSignedIn(true)
  await client.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }).catch(() => undefined)
}

/** After the log-out form's post (the action ended the session): the header is a visitor's, nothing of the customer stays cached. */
export function knowSignedOut(client: QueryClient): void {
  setMaybeSignedIn(false)
  client.setQueryData(sessionQueryKey, null)
  forgetSignedIn(client)
}

/**
 * A sign-in page's clientAction: the same post as without scripts (the route's action signs in on
 * the server, claims the visitor cart and answers a redirect), then `knowSignedIn` before the
 * redirect is followed. An answer that never came is said on the form.
 */
export async function signInFromBrowser<T>(serverAction: () => Promise<T>, client: QueryClient): Promise<T | LostAnswer> {
  try {
    return await serverAction()
  } catch (error) {
    if (isRedirect(error)) {
      await knowSignedIn(client)
      throw error
    }
    if (error instanceof Response || isRouteErrorResponse(error) || !isNetworkError(error)) throw error
    return { lost: true }
  }
}

/** Whether the page's form is being posted (its answer, or the redirect after it, still on the way). */
export const posting = (navigation: { state: string; formMethod?: string }) => navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST"

/**
 * A form's clientAction that only adds the lost answer: the route's action as without scripts, and
 * when its answer never came, `{ lost: true }` for the form to say so (its redirect is followed).
 */
export async function answerOrLost<T>(serverAction: () => Promise<T>): Promise<T | LostAnswer> {
  try {
    return await serverAction()
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error) || !isNetworkError(error)) throw error
    return { lost: true }
  }
}
