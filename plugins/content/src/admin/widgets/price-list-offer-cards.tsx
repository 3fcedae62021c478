import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminPriceList, DetailWidgetProps } from "@medusajs/framework/types"
import { OfferCardsWidget } from "../components/offers/offer-cards-widget"

/** On a price list's page: which storefront offer cards advertise it; attach or detach one. */
const PriceListOfferCards = ({ data }: DetailWidgetProps<AdminPriceList>) => <OfferCardsWidget kind="price_list" id={data.id} />

export const config = defineWidgetConfig({ zone: "price_list.details.side.after" })

export default PriceListOfferCards
