import { defineRouteConfig } from "@medusajs/admin-sdk"
import { SquaresPlus } from "@medusajs/icons"
import { Container } from "@medusajs/ui"
import { CategoryMenusSection } from "../../components/category-menus/category-menus-section"
import { OffersSection } from "../../components/offers/offers-section"
import { SlidersSection } from "../../components/sliders/sliders-section"
import { messages } from "../../lib/messages"
import { SectionHeader } from "@chaka/kit/admin"

const StorefrontContentPage = () => (
  <div className="flex flex-col gap-y-3">
    <Container className="p-0">
      <SectionHeader level="h1" title={messages.storefront.label} description={messages.storefront.description} />
    </Container>
    <SlidersSection />
    <OffersSection />
    <CategoryMenusSection />
  </div>
)

export const config = defineRouteConfig({
  label: messages.storefront.label,
  icon: SquaresPlus,
})

export default StorefrontContentPage
