import { AddProductForm } from "../../../features/admin/products/components/add-product-form"
import { messages } from "../../../messages"
import { screenRoute } from "../../screen-route"

const screen = screenRoute(messages.adminProducts.addTitle, AddProductForm)

export const meta = screen.meta
export default screen.Component
