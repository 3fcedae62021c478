import { deliveryCharge, deliveryWindow, DELIVERY_RATE } from "@chaka/rules"
import { lazy, Suspense, useState } from "react"
import { Link } from "react-router"
import { Money } from "../../../components/ui/money"
import { paths } from "../../../config/paths"
import { useI18n, useMessages } from "../../../i18n"
import { deliveryDays } from "../delivery-days"
import { useDeliveryDays } from "../api/get-delivery-days"
import { usePickedDistrict } from "../picked-district"

type Props = {
  /** The product's price: the charge for one unit (the larger charge applies above the threshold). */
  price: number | null
  /** The signed-in customer's district (from the browser's session), when known. */
  customerDistrict?: string | null
}

/**
 * The product page's delivery block: the charge, and the delivery days inside Dhaka and elsewhere
 * (the same for every visitor, so the shared page carries both); the shopper's own district line
 * is added in the browser.
 */
export function DeliveryInfo({ price, customerDistrict }: Props) {
  const { messages, money } = useI18n()
  const t = messages.delivery
  const { data: days } = useDeliveryDays()
  const [picked, pick] = usePickedDistrict()
  const district = customerDistrict || picked
  return (
    <section className="delivery-info" aria-label={t.time}>
      <dl className="product-page__facts">
        {price !== null && (
          <>
            <dt>{t.charge}</dt>
            <dd data-testid="delivery-charge">
              <Money amount={deliveryCharge(price)} />{" "}
              {deliveryCharge(price) === DELIVERY_RATE.standard_amount && (
                <small>
                  ({money(DELIVERY_RATE.large_order_amount)} {t.chargeNote(money(DELIVERY_RATE.large_order_threshold))})
                </small>
              )}
            </dd>
          </>
        )}
        {days && (
          <>
            <dt>{t.insideDhaka}</dt>
            <dd data-testid="delivery-inside-dhaka">{deliveryDays(t, days.inside_dhaka)}</dd>
            <dt>{t.elsewhere}</dt>
            <dd data-testid="delivery-elsewhere">{deliveryDays(t, days.elsewhere)}</dd>
          </>
        )}
        {days && district && (
          <>
            <dt>{t.toDistrict(district)}</dt>
            <dd data-testid="delivery-yours">{deliveryDays(t, deliveryWindow(district, days))}</dd>
          </>
        )}
      </dl>
      {!customerDistrict && <DistrictPicker value={picked} onPick={pick} />}
      <Link to={paths.policy("delivery")} className="delivery-info__policy">
        {t.policyLink}
      </Link>
    </section>
  )
}

// Its code and the districts load when the picker opens: the product page's first load stays small.
const DistrictSelect = lazy(() => import("./district-select"))

/** A visitor's district, remembered in this browser; the list loads when the picker opens. */
function DistrictPicker({ value, onPick }: { value: string | null; onPick: (district: string) => void }) {
  const t = useMessages().delivery
  const [open, setOpen] = useState(false)
  return (
    <details className="district-picker" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t.pickDistrict}</summary>
      {open && (
        <Suspense fallback={null}>
          <DistrictSelect value={value} onPick={onPick} />
        </Suspense>
      )}
    </details>
  )
}
