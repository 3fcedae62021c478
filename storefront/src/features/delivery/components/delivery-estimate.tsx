import { deliveryWindow } from "@chaka/rules"
import { messages } from "../../../messages"
import { useDeliveryDays } from "../api/get-delivery-days"

const t = messages.delivery

/** "Delivery to Sylhet: 3–5 days": checkout and the order's page, for the address's district. */
export function DeliveryEstimate({ district }: { district: string | null | undefined }) {
  const { data: days } = useDeliveryDays()
  if (!days || !district) return null
  const window = deliveryWindow(district, days)
  return (
    <p className="delivery-estimate" data-testid="delivery-estimate">
      {t.toDistrict(district)}: {t.days(window.min, window.max)}
    </p>
  )
}
