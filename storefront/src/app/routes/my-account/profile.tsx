import { ProfileCard } from "../../../features/account/components/profile-card"
import { SessionCustomer } from "../../../features/account/components/session-customer"
import { messages } from "../../../messages"
import { screenRoute } from "../../screen-route"

/** /my-account/profile: who is signed in and where their parcels go. */
const screen = screenRoute(messages.profile.title, () => <SessionCustomer>{(customer) => <ProfileCard customer={customer} />}</SessionCustomer>)

export const meta = screen.meta
export default screen.Component
