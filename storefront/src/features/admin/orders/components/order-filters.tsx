import { Form, Link } from "react-router"
import { Field } from "../../../../components/form/field"
import { useMessages } from "../../../../i18n"
import type { WaitingCounts } from "../api/shop-orders"
import { ORDER_PAYMENT_FILTERS, ORDER_SEARCH_MAX, ORDER_STAGE_FILTERS, orderFiltersSearch, type OrderListFilters } from "../forms"

/**
 * Above /admin/manage-order's list: the orders waiting for the owner (to approve, to ship, to
 * mark delivered, each with its count) as links, then a GET form (status, payment, search) whose
 * values live in the address, so it works before (and without) scripts and a filtered list can
 * be bookmarked or shared with another admin.
 */
export function OrderFilters({ filters, counts }: { filters: OrderListFilters; counts?: WaitingCounts }) {
  const t = useMessages().adminOrders
  const waiting = [
    { stage: "placed", label: t.toApprove, count: counts?.to_approve },
    { stage: "approved", label: t.toShip, count: counts?.to_ship },
    { stage: "shipped", label: t.toDeliver, count: counts?.to_deliver },
  ] as const
  const to = (stage: OrderListFilters["stage"]) => ({ search: orderFiltersSearch({ ...filters, page: 1, stage }) })
  const filtered = Boolean(filters.stage || filters.payment || filters.q)

  return (
    <div className="admin-order-filters">
      <nav aria-label={t.waitingTitle}>
        <ul className="admin-order-filters__waiting">
          {waiting.map(({ stage, label, count }) => (
            <li key={stage}>
              <Link to={to(stage)} className="admin-order-filters__group" aria-current={filters.stage === stage ? "page" : undefined}>
                <span>{label}</span>
                {count !== undefined && (
                  <>
                    <span className="admin-order-filters__count" aria-hidden="true">
                      {count}
                    </span>
                    <span className="visually-hidden">{t.waitingCount(count)}</span>
                  </>
                )}
              </Link>
            </li>
          ))}
          <li>
            <Link to={to(undefined)} className="admin-order-filters__group" aria-current={filters.stage ? undefined : "page"}>
              {t.allOrders}
            </Link>
          </li>
        </ul>
      </nav>
      {/* Keyed by the filters: a link above changes them, and the fields show the new ones. */}
      <Form method="get" role="search" aria-label={t.filterTitle} className="form admin-order-filters__form" key={orderFiltersSearch(filters)}>
        <Field label={t.status}>
          {(control) => (
            <select name="stage" defaultValue={filters.stage ?? ""} {...control}>
              <option value="">{t.allStages}</option>
              {ORDER_STAGE_FILTERS.map((stage) => (
                <option key={stage} value={stage}>
                  {t.stages[stage]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.paymentFilter}>
          {(control) => (
            <select name="payment" defaultValue={filters.payment ?? ""} {...control}>
              <option value="">{t.allPayments}</option>
              {ORDER_PAYMENT_FILTERS.map((payment) => (
                <option key={payment} value={payment}>
                  {payment === "cod" ? t.cashOnDelivery : t.bkash}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.search} type="search" name="q" defaultValue={filters.q ?? ""} placeholder={t.searchHint} maxLength={ORDER_SEARCH_MAX} />
        <div className="admin-order-filters__buttons">
          <button type="submit" className="button">
            {t.apply}
          </button>
          {filtered && (
            <Link to={{ search: "" }} className="button button--ghost">
              {t.clearFilters}
            </Link>
          )}
        </div>
      </Form>
    </div>
  )
}
