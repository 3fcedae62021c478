import type { HttpTypes } from "@medusajs/types"
import type { CheckoutSummary } from "../checkout-summary"
import type { ProductTitles } from "../../session/api/product-titles"
import { useEffect, useState, type ReactNode } from "react"
import { Link, useLocation, useNavigation } from "react-router"
import { paths } from "../../../config/paths"
import { useI18n, useMessages } from "../../../i18n"
import type { PaymentMethodId } from "../api/payment-methods"
import type { CheckoutAnswer } from "../api/place-order.server"
import { takeBkashNotice } from "../bkash-notice"
import { CHECKOUT_FIELDS, type PayWith } from "../schemas"
import { CheckoutForm } from "./checkout-form"
import { OrderSummary } from "./order-summary"
import type { CartCosts } from "../../session/promotions/cart-costs"
import type { PromoCodeAnswer } from "../../session/promotions/schemas"
import { PromoCodeForm } from "../../session/components/promo-code-form"

/** What the route's loader read on the server: the page renders from it, scripts or not. */
export type CheckoutView = {
  customer: HttpTypes.StoreCustomer
  /** Null: nothing to order (an empty cart). */
  cart: CheckoutSummary | null
  shipping: number
  total: number
  /** Subtotal, discount (the codes), delivery and total; null with nothing to order. */
  costs?: CartCosts | null
  /** A code the page found no longer applying and took off (the loader's delivery preview), said beside the code field. */
  promoNotice?: string | null
  offered: readonly PaymentMethodId[]
  /** The lines' products named in the page's language. */
  titles?: ProductTitles
  /** "Buy now" of a product that cannot be ordered (gone, not enough in stock). */
  unavailable?: boolean
}

/** /place-order/:ids: what is ordered with its costs, and the shipping form posted to the route's action. */
export function CheckoutPage({
  view,
  answer,
  promo = null,
  error,
  deliveryNote,
  policyNote,
}: {
  view: CheckoutView
  answer?: CheckoutAnswer
  /** The code form's answer to a post made without scripts (a refused code, said beside the field). */
  promo?: PromoCodeAnswer | null
  /** The last post never got an answer (the page's script caught it). */
  error?: string | null
  deliveryNote?: (district: string) => ReactNode
  policyNote?: ReactNode
}) {
  const messages = useMessages()
  const t = messages.checkout
  const navigation = useNavigation()
  const notice = useBkashNotice()
  const location = useLocation()
  const { cart } = view

  if (!cart?.items?.length) {
    return (
      <div className="empty-state cart-empty">
        {answer?.error && (
          <p className="form-error" role="alert">
            {answer.error}
          </p>
        )}
        <p>{view.unavailable ? t.productUnavailable : t.emptyCart}</p>
        <Link className="button" to={paths.shop()}>
          {messages.cart.browse}
        </Link>
      </div>
    )
  }

  // A post on its way (then the redirect to the order or to bKash): the buttons stay busy.
  const posting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST"
  const sending = posting ? ((navigation.formData?.get(CHECKOUT_FIELDS.payWith) as PayWith | null) ?? "cod") : null

  return (
    <div className="checkout">
      {notice && (
        <div className="checkout-notice" role="alert" aria-labelledby="checkout-notice-title">
          <h2 id="checkout-notice-title">{messages.bkash.noticeTitle}</h2>
          <p>{notice}</p>
        </div>
      )}
      <div className="checkout__summary">
        <OrderSummary cart={cart} shipping={view.shipping} costs={view.costs} titles={view.titles} />
        {/* Codes post to this page's own action (its address keeps "Buy now"'s product and quantity). */}
        <PromoCodeForm
          action={`${location.pathname}${location.search}`}
          codes={view.costs?.codes ?? []}
          answer={promo ?? (view.promoNotice ? { promo: { error: view.promoNotice, code: "" } } : null)}
        />
      </div>
      <CheckoutForm
        // A refusal re-renders the form with the fields as posted.
        key={answer ? JSON.stringify(answer.values) : "new"}
        customer={view.customer}
        cartId={cart.id}
        total={view.total}
        placing={posting}
        sending={sending}
        answer={answer}
        error={error}
        offered={view.offered}
        deliveryNote={deliveryNote}
        policyNote={policyNote}
      />
    </div>
  )
}

/** Why bKash sent the shopper back here (api/bkash-return.server.ts), read once after the page hydrates. */
function useBkashNotice(): string | null {
  const { locale } = useI18n()
  const [notice, setNotice] = useState<string | null>(null)
  useEffect(() => setNotice(takeBkashNotice(locale)), [locale])
  return notice
}
