import { Customize } from "../../../features/admin/content/components/customize"
import { DeliveryDaysEditor } from "../../../features/delivery/components/delivery-days-editor"
import { PolicyPagesEditor } from "../../../features/policies/components/policy-pages-editor"
import { messages } from "../../../messages"
import { privateMeta } from "../../screen-route"
import type { Route } from "./+types/customize"

export const meta = ({ location }: Route.MetaArgs) => privateMeta(messages.adminContent.title, location.pathname)

/** /admin/customize: category menus, offers and slider pictures (the screen has its own heading), policy pages and delivery days. */
export default function CustomizeRoute() {
  return (
    <>
      <Customize />
      <PolicyPagesEditor />
      <DeliveryDaysEditor />
    </>
  )
}
