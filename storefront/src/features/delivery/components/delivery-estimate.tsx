import { deliveryWindow } from "@chaka/rules"
import { useMessages } from "../../../i18n"
import { deliveryDays } from "../delivery-days"
import { useDeliveryDays } from "../api/get-delivery-days"

/** "Delivery to Sylhet: 3–5 days": checkout and the order's page, for the address's district. */
export function DeliveryEstimate({ district }: { district: string | null | undefined }) {
  const t = useMessages().delivery
  const { data: days } = useDeliveryDays()
  if (!days || !district) return null
  const window = deliveryWindow(district, days)
  return (
    <p className="delivery-estimate" data-testid="delivery-estimate">
      {t.toDistrict(district)}: {deliveryDays(t, window)}
    </p>
  )
}
