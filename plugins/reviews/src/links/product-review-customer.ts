import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import ReviewModule from "../modules/review"

// Read-only: a product review stores customer_id; the link lets Query fetch its author.
export default defineLink({ linkable: ReviewModule.linkable.productReview, field: "customer_id" }, CustomerModule.linkable.customer, { readOnly: true })
