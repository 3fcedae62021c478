import type { HttpTypes } from "@medusajs/types"
import type { CheckoutSummary } from "../checkout-summary"
import type { ProductTitles } from "../../../lib/product-titles"
import { useEffect, useState, type ReactNode } from "react"
import { Link, useNavigation } from "react-router"
import { paths } from "../../../config/paths"
import { useI18n, useMessages } from "../../../i18n"
import type { PaymentMethodId } from "../api/payment-methods"
import type { CheckoutAnswer } from "../api/place-order.server"
import { takeBkashNotice } from "../bkash-notice"
import { CHECKOUT_FIELDS, type PayWith } from "../schemas"
import { CheckoutForm } from "./checkout-form"
import { OrderSummary } from "./order-summary"

/** What the route's loader read on the server: the page renders from it, scripts or not. */
export type CheckoutView = {
  customer: HttpTypes.StoreCustomer
  /** Null: nothing to order (an empty cart). */
  cart: CheckoutSummary | null
  shipping: number
  total: number
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
  error,
  deliveryNote,
  policyNote,
}: {
  view: CheckoutView
  answer?: CheckoutAnswer
  /** The last post never got an answer (the page's script caught it). */
  error?: string | null
  deliveryNote?: (district: string) => ReactNode
  policyNote?: ReactNode
}) {
  const messages = useMessages()
  const t = messages.checkout
  const navigation = useNavigation()
  const notice = useBkashNotice()
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
      <OrderSummary cart={cart} shipping={view.shipping} titles={view.titles} />
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
