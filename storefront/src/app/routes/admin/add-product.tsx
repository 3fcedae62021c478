import { AddProductForm } from "../../../features/admin/products/components/add-product-form"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/add-product"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).adminProducts.addTitle, location.pathname, localeOfMatches(matches))

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
