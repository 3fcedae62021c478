import { data } from "react-router"
import { adminAction, TEXT_FORM_BYTES } from "../../../features/admin/api/admin-action.server"
import { adminOf } from "../../../features/admin/api/admin.server"
import { NO_STORE } from "../../../features/admin/api/answer.server"
import { productHandlers } from "../../../features/admin/products/api/product-actions.server"
import { prefetchProducts } from "../../../features/admin/products/api/product-reads.server"
import { ProductTable } from "../../../features/admin/products/components/product-table"
import { PRODUCT_INTENTS } from "../../../features/admin/products/forms"
import { postOrLost } from "../../../features/admin/use-admin-form"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { pageData } from "../../../lib/page-data.server"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/manage-product"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).adminProducts.manageTitle, location.pathname, localeOfMatches(matches))

/** One admin's screen: never kept by a cache. */
export const headers = () => NO_STORE

/** The list's first page (of the search ?q=), read on the server: the page works before (and without) scripts. */
export async function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim()
  const { dehydrated } = await pageData(request, async (client) => {
    // Not an admin (any more): the guard beside this loader sends them away.
    const send = await adminOf(request).catch(() => null)
    if (send) await prefetchProducts(client, send, { q, page: 1 })
    return {}
  })
  return data({ dehydrated }, { headers: NO_STORE })
}

/** A product's Delete, with or without scripts. */
export const action = ({ request, context }: Route.ActionArgs) =>
  adminAction(request, context?.origin, TEXT_FORM_BYTES, { [PRODUCT_INTENTS.delete]: productHandlers.delete })

export const clientAction = postOrLost

/** /admin/manage-product: the product table under the screen's name. */
export default function ManageProductRoute() {
  const t = useMessages().adminProducts
  return (
    <>
      <h1>{t.manageTitle}</h1>
      <ProductTable />
    </>
  )
}
