import { useParams } from "react-router"
import { UpdateProductScreen } from "../../../features/admin/products/components/update-product-screen"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

const t = messages.adminProducts

export function UpdateProductRoute() {
  const { id = "" } = useParams()
  usePageTitle(t.updateTitle)
  return (
    <>
      <h1>{t.updateTitle}</h1>
      <UpdateProductScreen id={id} />
    </>
  )
}

export default UpdateProductRoute
