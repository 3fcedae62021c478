import { data } from "react-router"
import { adminAction } from "../../../features/admin/api/admin-action.server"
import { adminOf } from "../../../features/admin/api/admin.server"
import { NO_STORE } from "../../../features/admin/api/answer.server"
import { CONTENT_FORM_BYTES, contentHandlers } from "../../../features/admin/content/api/content-actions.server"
import { prefetchContent } from "../../../features/admin/content/api/content-reads.server"
import { Customize } from "../../../features/admin/content/components/customize"
import { postOrLost } from "../../../features/admin/use-admin-form"
import { saveDeliveryDaysByForm } from "../../../features/delivery/api/save-delivery-days.server"
import { deliveryDaysQueryOptions } from "../../../features/delivery/api/get-delivery-days"
import { DeliveryDaysEditor } from "../../../features/delivery/components/delivery-days-editor"
import { SAVE_DELIVERY_DAYS } from "../../../features/delivery/delivery-form"
import { prefetchPolicyPages } from "../../../features/policies/api/admin-policy-pages.server"
import { savePolicyPageByForm } from "../../../features/policies/api/save-policy-page.server"
import { PolicyPagesEditor } from "../../../features/policies/components/policy-pages-editor"
import { SAVE_POLICY_PAGE } from "../../../features/policies/policy-form"
import { localeOfMatches, messagesFor } from "../../../i18n"
import { pageData } from "../../../lib/page-data.server"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/customize"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).adminContent.title, location.pathname, localeOfMatches(matches))

/** One admin's screen: never kept by a cache. */
export const headers = () => NO_STORE

/** The home content's lists, the policy pages and the delivery days, read on the server: the forms work before (and without) scripts. */
export async function loader({ request }: Route.LoaderArgs) {
  const { dehydrated } = await pageData(request, async (client) => {
    // Not an admin (any more): the guard beside this loader sends them away.
    const send = await adminOf(request).catch(() => null)
    await Promise.all([send && prefetchContent(client, send), send && prefetchPolicyPages(client, send), client.prefetchQuery(deliveryDaysQueryOptions)])
    return {}
  })
  return data({ dehydrated }, { headers: NO_STORE })
}

/**
 * Every form of the screen, with or without scripts: the home content's (a slider's picture is
 * multipart, read up to the content plugin's limit), a policy page's, the delivery days.
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  adminAction(request, context?.origin, CONTENT_FORM_BYTES, {
    ...contentHandlers,
    [SAVE_POLICY_PAGE]: savePolicyPageByForm,
    [SAVE_DELIVERY_DAYS]: saveDeliveryDaysByForm,
  })

export const clientAction = postOrLost

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
