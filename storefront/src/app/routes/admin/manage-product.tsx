import { ProductTable } from "../../../features/admin/products/components/product-table"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

const t = messages.adminProducts

export function ManageProductRoute() {
  usePageTitle(t.manageTitle)
  return (
    <>
      <h1>{t.manageTitle}</h1>
      <ProductTable />
    </>
  )
}

export default ManageProductRoute
