import { statusOf } from "../../lib/errors"
import { storeGet } from "../../lib/medusa"
import { asShopper, sessionCookie } from "../../lib/store.server"
import { paths, RETURN_TO_PARAM } from "../../config/paths"
import { redirect } from "react-router"
import { enforce, type Allowed } from "./guard"
import { returnPath } from "./return-path"

/**
 * On the server (a page opened or reloaded), before any screen renders: a request without the
 * shop's session cookie is a visitor, sent to log in without asking the backend; with one, the
 * backend says whether it is still signed in and whether it opens the admin area. (Such a
 * request is never served from or kept in the page cache: server/page-cache.)
 */
export async function guardOnServer(request: Request, allowed: Allowed): Promise<null> {
  const url = new URL(request.url)
  if (!sessionCookie(request)) enforce(null, allowed, url)
  const access = await asShopper(request, () => storeGet<{ admin: boolean }>("/store/customers/me/access")).catch((error: unknown) => {
    // An expired session is a visitor's.
    if (statusOf(error) === 401) return null
    throw error
  })
  enforce(access, allowed, url)
  return null
}

/**
 * Log-in and sign-up, opened by someone already signed in: on to where they were going (or home),
 * as the pages' scripts would send them, so a page without scripts is never left blank. A visitor
 * (no session cookie) is not asked about; an expired session is a visitor's.
 */
export async function onwardIfSignedIn(request: Request): Promise<null> {
  if (!sessionCookie(request)) return null
  const access = await asShopper(request, () => storeGet<{ admin: boolean }>("/store/customers/me/access")).catch((error: unknown) => {
    if (statusOf(error) === 401) return null
    throw error
  })
  if (access) throw redirect(returnPath(new URL(request.url).searchParams.get(RETURN_TO_PARAM)) ?? paths.home())
  return null
}
