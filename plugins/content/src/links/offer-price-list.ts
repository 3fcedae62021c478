import { defineLink } from "@medusajs/framework/utils"
import PricingModule from "@medusajs/medusa/pricing"
import ContentModule from "../modules/content"

// Read-only: the offer stores price_list_id; the link lets Query read the price list it advertises.
export default defineLink({ linkable: ContentModule.linkable.offer, field: "price_list_id" }, PricingModule.linkable.priceList, { readOnly: true })
