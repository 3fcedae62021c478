import { ProductTable } from "../../../features/admin/products/components/product-table"
import { messages } from "../../../messages"
import { screenRoute } from "../../screen-route"

const screen = screenRoute(messages.adminProducts.manageTitle, ProductTable)

export const meta = screen.meta
export default screen.Component
