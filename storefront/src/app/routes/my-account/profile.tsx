import { ProfileCard } from "../../../features/account/components/profile-card"
import { SessionCustomer } from "../../../features/account/components/session-customer"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/profile"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).profile.title, location.pathname, localeOfMatches(matches))

/** /my-account/profile: who is signed in and where their parcels go. */
export default function ProfileRoute() {
  const t = useMessages().profile
  return (
    <>
      <h1>{t.title}</h1>
      <SessionCustomer>{(customer) => <ProfileCard customer={customer} />}</SessionCustomer>
    </>
  )
}
