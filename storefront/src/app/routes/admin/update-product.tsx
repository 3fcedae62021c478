import { UpdateProductScreen } from "../../../features/admin/products/components/update-product-screen"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/update-product"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).adminProducts.updateTitle, location.pathname, localeOfMatches(matches))

/** /admin/updateProduct/:id: the product's form (its title is the page's name: the product loads in the browser). */
export default function UpdateProductRoute({ params }: Route.ComponentProps) {
  const t = useMessages().adminProducts
  return (
    <>
      <h1>{t.updateTitle}</h1>
      <UpdateProductScreen id={params.id} />
    </>
  )
}
