import { ProfileCard } from "../../../features/account/components/profile-card"
import { SessionCustomer } from "../../../features/account/components/session-customer"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

/** /my-account/profile: who is signed in and where their parcels go. */
export function ProfileRoute() {
  usePageTitle(messages.profile.title)
  return (
    <>
      <h1>{messages.profile.title}</h1>
      <SessionCustomer>{(customer) => <ProfileCard customer={customer} />}</SessionCustomer>
    </>
  )
}

export default ProfileRoute
