import { useSearchParams } from "react-router"
import { PHONE_ADDED_PARAM } from "../../../features/auth/phone/phone-added"
import { ProfileCard } from "../../../features/account/components/profile-card"
import { SessionCustomer } from "../../../features/account/components/session-customer"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/profile"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).profile.title, location.pathname, localeOfMatches(matches))

/** /my-account/profile: who is signed in and where their parcels go. */
export default function ProfileRoute() {
  const messages = useMessages()
  const t = messages.profile
  const [search] = useSearchParams()
  return (
    <>
      <h1>{t.title}</h1>
      {search.has(PHONE_ADDED_PARAM) && (
        <p className="form-note" role="status">
          {messages.phoneSignIn.added}
        </p>
      )}
      <SessionCustomer>{(customer) => <ProfileCard customer={customer} />}</SessionCustomer>
    </>
  )
}
