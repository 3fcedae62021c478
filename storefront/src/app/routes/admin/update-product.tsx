import { data } from "react-router"
import { adminAction } from "../../../features/admin/api/admin-action.server"
import { adminOf } from "../../../features/admin/api/admin.server"
import { NO_STORE } from "../../../features/admin/api/answer.server"
import { PRODUCT_FORM_BYTES, productHandlers } from "../../../features/admin/products/api/product-actions.server"
import { prefetchCategories, prefetchProduct } from "../../../features/admin/products/api/product-reads.server"
import { UpdateProductScreen } from "../../../features/admin/products/components/update-product-screen"
import { shopBrandsQueryOptions } from "../../../features/admin/products/api/shop-brands"
import { PRODUCT_INTENTS } from "../../../features/admin/products/forms"
import { prefetchProductFacts, saveProductFacts } from "../../../features/admin/products/facts/facts-action.server"
import { FACTS_INTENT } from "../../../features/admin/products/facts/facts-api"
import { postOrLost } from "../../../features/admin/use-admin-form"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { pageData } from "../../../lib/page-data.server"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/update-product"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).adminProducts.updateTitle, location.pathname, localeOfMatches(matches))

/** One admin's screen: never kept by a cache. */
export const headers = () => NO_STORE

/** The product, the category pickers and the brand list, read on the server: the forms work before (and without) scripts. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { dehydrated } = await pageData(request, async (client) => {
    // Not an admin (any more): the guard beside this loader sends them away.
    const send = await adminOf(request).catch(() => null)
    await Promise.all([
      send && prefetchProduct(client, send, params.id),
      send && prefetchCategories(client, send),
      send && prefetchProductFacts(client, send, params.id),
      client.prefetchQuery(shopBrandsQueryOptions()),
    ])
    return {}
  })
  return data({ dehydrated }, { headers: NO_STORE })
}

/** The update form (with new pictures: multipart, read up to the upload route's limits) and the Bangla form, with or without scripts. */
export const action = ({ request, context }: Route.ActionArgs) =>
  adminAction(request, context?.origin, PRODUCT_FORM_BYTES, {
    [PRODUCT_INTENTS.update]: productHandlers.update,
    [PRODUCT_INTENTS.bangla]: productHandlers.bangla,
    [FACTS_INTENT]: saveProductFacts,
  })

export const clientAction = postOrLost

/** /admin/updateProduct/:id: the product's form (its title is the page's name). */
export default function UpdateProductRoute({ params }: Route.ComponentProps) {
  const t = useMessages().adminProducts
  return (
    <>
      <h1>{t.updateTitle}</h1>
      <UpdateProductScreen id={params.id} />
    </>
  )
}
