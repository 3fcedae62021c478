import { SessionCustomer } from "../../../features/account/components/session-customer"
import { UpdateProfileForm } from "../../../features/account/components/update-profile-form"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

/** /my-account/update-profile: phone, shipping address and picture. */
export function UpdateProfileRoute() {
  usePageTitle(messages.profile.updateTitle)
  return (
    <>
      <h1>{messages.profile.updateTitle}</h1>
      <SessionCustomer>{(customer) => <UpdateProfileForm customer={customer} />}</SessionCustomer>
    </>
  )
}

export default UpdateProfileRoute
