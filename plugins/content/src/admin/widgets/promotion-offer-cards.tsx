import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminPromotion, DetailWidgetProps } from "@medusajs/framework/types"
import { OfferCardsWidget } from "../components/offers/offer-cards-widget"

/** On a promotion's page: which storefront offer cards advertise it; attach or detach one. */
const PromotionOfferCards = ({ data }: DetailWidgetProps<AdminPromotion>) => <OfferCardsWidget kind="promotion" id={data.id!} />

export const config = defineWidgetConfig({ zone: "promotion.details.side.after" })

export default PromotionOfferCards
