import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import ReviewModule from "../modules/review"

// Read-only: the review stores customer_id; the link lets Query fetch the author with it.
export default defineLink({ linkable: ReviewModule.linkable.review, field: "customer_id" }, CustomerModule.linkable.customer, { readOnly: true })
