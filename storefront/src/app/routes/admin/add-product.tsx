import { AddProductForm } from "../../../features/admin/products/components/add-product-form"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

const t = messages.adminProducts

export function AddProductRoute() {
  usePageTitle(t.addTitle)
  return (
    <>
      <h1>{t.addTitle}</h1>
      <AddProductForm />
    </>
  )
}

export default AddProductRoute
