import { data } from "react-router"
import { adminAction, TEXT_FORM_BYTES } from "../../../features/admin/api/admin-action.server"
import { adminOf } from "../../../features/admin/api/admin.server"
import { NO_STORE } from "../../../features/admin/api/answer.server"
import { prefetchMadeAdmins } from "../../../features/admin/make-admin/api/made-admins.server"
import { makeAdminByForm, removeAdminByForm } from "../../../features/admin/make-admin/api/make-admin.server"
import { MakeAdminForm } from "../../../features/admin/make-admin/components/make-admin-form"
import { MAKE_ADMIN, REMOVE_ADMIN } from "../../../features/admin/make-admin/forms"
import { postOrLost } from "../../../features/admin/use-admin-form"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { pageData } from "../../../lib/page-data.server"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/make-admin"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).adminMakeAdmin.title, location.pathname, localeOfMatches(matches))

/** One admin's screen: never kept by a cache. */
export const headers = () => NO_STORE

/** The admins made here, read on the server: the list (and its remove buttons) works without scripts. */
export async function loader({ request }: Route.LoaderArgs) {
  const { dehydrated } = await pageData(request, async (client) => {
    // Not an admin (any more): the guard beside this loader sends them away.
    const send = await adminOf(request).catch(() => null)
    if (send) await prefetchMadeAdmins(client, send)
    return {}
  })
  return data({ dehydrated }, { headers: NO_STORE })
}

/** The confirm step's post and each row's removal, with or without scripts. */
export const action = ({ request, context }: Route.ActionArgs) =>
  adminAction(request, context?.origin, TEXT_FORM_BYTES, { [MAKE_ADMIN]: makeAdminByForm, [REMOVE_ADMIN]: removeAdminByForm })

export const clientAction = postOrLost

/** /admin/make-admin: the email and role, the confirmation, the admins made here. */
export default function MakeAdminRoute() {
  const t = useMessages().adminMakeAdmin
  return (
    <>
      <h1>{t.title}</h1>
      <MakeAdminForm />
    </>
  )
}
