import { MakeAdminForm } from "../../../features/admin/make-admin/components/make-admin-form"
import { messages } from "../../../messages"
import { screenRoute } from "../../screen-route"

const screen = screenRoute(messages.adminMakeAdmin.title, MakeAdminForm)

export const meta = screen.meta
export default screen.Component
