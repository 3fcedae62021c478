import { ProductTable } from "../../../features/admin/products/components/product-table"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/manage-product"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).adminProducts.manageTitle, location.pathname, localeOfMatches(matches))

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
