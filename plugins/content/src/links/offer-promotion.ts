import { defineLink } from "@medusajs/framework/utils"
import PromotionModule from "@medusajs/medusa/promotion"
import ContentModule from "../modules/content"

// Read-only: the offer stores promotion_id; the link lets Query read the promotion it advertises.
export default defineLink({ linkable: ContentModule.linkable.offer, field: "promotion_id" }, PromotionModule.linkable.promotion, { readOnly: true })
