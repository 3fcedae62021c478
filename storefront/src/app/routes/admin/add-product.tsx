import { data } from "react-router"
import { adminAction } from "../../../features/admin/api/admin-action.server"
import { adminOf } from "../../../features/admin/api/admin.server"
import { NO_STORE } from "../../../features/admin/api/answer.server"
import { PRODUCT_FORM_BYTES, productHandlers } from "../../../features/admin/products/api/product-actions.server"
import { prefetchCategories } from "../../../features/admin/products/api/product-reads.server"
import { AddProductForm } from "../../../features/admin/products/components/add-product-form"
import { shopBrandsQueryOptions } from "../../../features/admin/products/api/shop-brands"
import { PRODUCT_INTENTS } from "../../../features/admin/products/forms"
import { postOrLost } from "../../../features/admin/use-admin-form"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { pageData } from "../../../lib/page-data.server"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/add-product"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).adminProducts.addTitle, location.pathname, localeOfMatches(matches))

/** One admin's screen: never kept by a cache. */
export const headers = () => NO_STORE

/** The category pickers and the brand list, read on the server: the form works before (and without) scripts. */
export async function loader({ request }: Route.LoaderArgs) {
  const { dehydrated } = await pageData(request, async (client) => {
    // Not an admin (any more): the guard beside this loader sends them away.
    const send = await adminOf(request).catch(() => null)
    await Promise.all([send && prefetchCategories(client, send), client.prefetchQuery(shopBrandsQueryOptions())])
    return {}
  })
  return data({ dehydrated }, { headers: NO_STORE })
}

/** The form with its pictures (multipart, read up to the upload route's limits), with or without scripts. */
export const action = ({ request, context }: Route.ActionArgs) =>
  adminAction(request, context?.origin, PRODUCT_FORM_BYTES, { [PRODUCT_INTENTS.create]: productHandlers.create })

export const clientAction = postOrLost

/** /admin/add-product: the product form under its name. */
export default function AddProductRoute() {
  const t = useMessages().adminProducts
  return (
    <>
      <h1>{t.addTitle}</h1>
      <AddProductForm />
    </>
  )
}
