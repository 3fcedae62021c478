import type { HttpTypes } from "@medusajs/types"
import { useEffect, useState, type ReactNode } from "react"
import { Link, useNavigate } from "react-router"
import { ErrorMessage } from "../../../components/ui/error-message"
import { paths, type OrderPageState } from "../../../config/paths"
import { errorMessage } from "../../../lib/errors"
import { leaveShopFor } from "../../../lib/leave-shop"
import { useI18n, useMessages } from "../../../i18n"
import type { AddressInput } from "../../../lib/address/schemas"
import { useSession } from "../../session/api/session"
import { useMyCart } from "../../session/api/cart"
import { useBuyNowCart } from "../api/get-buy-now-cart"
import { useShippingQuote } from "../api/get-shipping-quote"
import { usePaymentMethods } from "../api/payment-methods"
import { usePlaceOrder } from "../api/place-order"
import { useStartBkash } from "../api/start-bkash"
import { takeBkashNotice } from "../bkash-notice"
import type { OrderTarget } from "../order-target"
import { CheckoutForm } from "./checkout-form"
import { OrderSummary } from "./order-summary"
import type { PayWith } from "./payment-methods"

/** The cart this checkout orders: a "Buy now" cart of its own, or the customer's cart. */
function useCheckoutCart(target: OrderTarget) {
  const buyNow = target.kind === "buy-now"
  const buyNowCart = useBuyNowCart(buyNow ? target.productId : "", buyNow ? target.quantity : 1, buyNow)
  const myCart = useMyCart()
  return buyNow ? buyNowCart : myCart
}

/** /place-order/:ids: what is ordered with its costs, and the shipping form. */
export function CheckoutPage({
  target,
  deliveryNote,
  policyNote,
}: {
  target: OrderTarget
  deliveryNote?: (district: string) => ReactNode
  policyNote?: ReactNode
}) {
  const messages = useMessages()
  const t = messages.checkout
  const { data: session } = useSession()
  const { data: cart, isPending, error, refetch } = useCheckoutCart(target)
  const shipping = useShippingQuote(cart)
  const placeOrder = usePlaceOrder()
  const startBkash = useStartBkash()
  const { data: offered } = usePaymentMethods()
  const navigate = useNavigate()
  const notice = useBkashNotice()

  if (error) return <ErrorMessage message={errorMessage(error, messages.errors.loadFailed)} onRetry={() => void refetch()} />
  if (isPending || !session) return <div className="checkout checkout--loading" aria-busy="true" aria-label={t.loading} />
  if (!cart?.items?.length) {
    return (
      <div className="empty-state cart-empty">
        <p>{t.emptyCart}</p>
        <Link className="button" to={paths.shop()}>
          {messages.cart.browse}
        </Link>
      </div>
    )
  }

  const toOrder = (id: string) => navigate(paths.account.order(id), { replace: true, state: { placed: true } satisfies OrderPageState })

  const onPlace = (address: AddressInput, saveToProfile: boolean, payWith: PayWith) => {
    const { customer } = session
    const input = { cartId: (cart as HttpTypes.StoreCart).id, person: customer, address, saveAddressFor: saveToProfile ? customer : undefined }
    if (payWith === "bkash") {
      startBkash.mutate(input, {
        // bKash's own page; it sends the shopper back to routes/checkout-bkash.ts, which finishes the order.
        onSuccess: (next) => (next.kind === "pay" ? leaveShopFor(next.url) : toOrder(next.orderId)),
      })
      return
    }
    // The order's page confirms it (no toast: on a phone it would sit over that page).
    placeOrder.mutate(input, { onSuccess: (order) => toOrder(order.id) })
  }

  // Until bKash's page opens, the button stays busy: no second payment started meanwhile.
  const sendingToBkash = startBkash.isPending || (startBkash.isSuccess && startBkash.data.kind === "pay")
  const failed = placeOrder.error ?? startBkash.error

  return (
    <div className="checkout">
      {notice && (
        <div className="checkout-notice" role="alert" aria-labelledby="checkout-notice-title">
          <h2 id="checkout-notice-title">{messages.bkash.noticeTitle}</h2>
          <p>{notice}</p>
        </div>
      )}
      <OrderSummary cart={cart} shipping={shipping.data} shippingPending={shipping.isPending} />
      <CheckoutForm
        customer={session.customer}
        placing={placeOrder.isPending || sendingToBkash}
        sending={sendingToBkash ? "bkash" : null}
        offered={offered}
        error={failed ? errorMessage(failed, messages.auth.networkError) : null}
        onPlace={onPlace}
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
