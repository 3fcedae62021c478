import { useMessages } from "../../../../i18n"
import { CategoryMenusSection } from "./category-menus-section"
import { OffersSection } from "./offers-section"
import { SlidersSection } from "./sliders-section"

/** /admin/customize: the home page's category menus, offer tags and slider. */
export function Customize() {
  const t = useMessages().adminContent
  return (
    <div className="admin-customize">
      <h1>{t.title}</h1>
      <CategoryMenusSection />
      <OffersSection />
      <SlidersSection />
    </div>
  )
}
