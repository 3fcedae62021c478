import { MakeAdminForm } from "../../../features/admin/make-admin/components/make-admin-form"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/make-admin"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).adminMakeAdmin.title, location.pathname, localeOfMatches(matches))

/** /admin/make-admin: the email form under its name. */
export default function MakeAdminRoute() {
  const t = useMessages().adminMakeAdmin
  return (
    <>
      <h1>{t.title}</h1>
      <MakeAdminForm />
    </>
  )
}
