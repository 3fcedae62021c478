import { deliveryWindow } from "@chaka/rules"
import { useMessages } from "../../../i18n"
import { deliveryDays } from "../delivery-days"
import { useDeliveryDays } from "../api/get-delivery-days"
import { usePlacesIn } from "../../session/address/place-names"

/** "Delivery to Sylhet: 3–5 days" ("ডেলিভারি: সিলেট: ৩–৫ দিন"): checkout and the order's page, for the address's district. */
export function DeliveryEstimate({ district }: { district: string | null | undefined }) {
  const t = useMessages().delivery
  const { data: days } = useDeliveryDays()
  // The rule reads the stored (English) name; the shopper reads it in the page's language.
  const shown = usePlacesIn({ division: "", district: district ?? "", thana: "" }).district
  if (!days || !district) return null
  const window = deliveryWindow(district, days)
  return (
    <p className="delivery-estimate" data-testid="delivery-estimate">
      {t.toDistrict(shown)}: {deliveryDays(t, window)}
    </p>
  )
}
