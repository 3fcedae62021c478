import { SessionCustomer } from "../../../features/account/components/session-customer"
import { UpdateProfileForm } from "../../../features/account/components/update-profile-form"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/update-profile"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).profile.updateTitle, location.pathname, localeOfMatches(matches))

/** /my-account/update-profile: phone, shipping address and picture. */
export default function UpdateProfileRoute() {
  const t = useMessages().profile
  return (
    <>
      <h1>{t.updateTitle}</h1>
      <SessionCustomer>{(customer) => <UpdateProfileForm customer={customer} />}</SessionCustomer>
    </>
  )
}
