import { SessionCustomer } from "../../../features/account/components/session-customer"
import { UpdateProfileForm } from "../../../features/account/components/update-profile-form"
import { messages } from "../../../messages"
import { screenRoute } from "../../screen-route"

/** /my-account/update-profile: phone, shipping address and picture. */
const screen = screenRoute(messages.profile.updateTitle, () => <SessionCustomer>{(customer) => <UpdateProfileForm customer={customer} />}</SessionCustomer>)

export const meta = screen.meta
export default screen.Component
