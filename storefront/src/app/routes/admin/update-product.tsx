import { UpdateProductScreen } from "../../../features/admin/products/components/update-product-screen"
import { messages } from "../../../messages"
import { privateMeta } from "../../screen-route"
import type { Route } from "./+types/update-product"

const t = messages.adminProducts

export const meta = ({ location }: Route.MetaArgs) => privateMeta(t.updateTitle, location.pathname)

/** /admin/updateProduct/:id: the product's form (its title is the page's name: the product loads in the browser). */
export default function UpdateProductRoute({ params }: Route.ComponentProps) {
  return (
    <>
      <h1>{t.updateTitle}</h1>
      <UpdateProductScreen id={params.id} />
    </>
  )
}
