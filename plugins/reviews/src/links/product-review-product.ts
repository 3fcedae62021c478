import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import ReviewModule from "../modules/review"

// Read-only: a product review stores product_id; the link lets Query fetch the product (its title for admins).
export default defineLink({ linkable: ReviewModule.linkable.productReview, field: "product_id" }, ProductModule.linkable.product, { readOnly: true })
