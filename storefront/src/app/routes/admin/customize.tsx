import { Customize } from "../../../features/admin/content/components/customize"
import { DeliveryDaysEditor } from "../../../features/delivery/components/delivery-days-editor"
import { PolicyPagesEditor } from "../../../features/policies/components/policy-pages-editor"
import { localeOfMatches, messagesFor } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/customize"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).adminContent.title, location.pathname, localeOfMatches(matches))

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
