import type { HttpTypes } from "@medusajs/types"
import type { ReactNode } from "react"
import { Link, useNavigate } from "react-router"
import { ErrorMessage } from "../../../components/ui/error-message"
import { paths, type OrderPageState } from "../../../config/paths"
import { errorMessage } from "../../../lib/errors"
import { messages } from "../../../messages"
import type { AddressInput } from "../../../lib/address/schemas"
import { useSession } from "../../session/api/session"
import { useMyCart } from "../../session/api/cart"
import { useBuyNowCart } from "../api/get-buy-now-cart"
import { useShippingQuote } from "../api/get-shipping-quote"
import { usePlaceOrder } from "../api/place-order"
import type { OrderTarget } from "../order-target"
import { CheckoutForm } from "./checkout-form"
import { OrderSummary } from "./order-summary"

const t = messages.checkout

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
  const { data: session } = useSession()
  const { data: cart, isPending, error, refetch } = useCheckoutCart(target)
  const shipping = useShippingQuote(cart)
  const placeOrder = usePlaceOrder()
  const navigate = useNavigate()

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

  const onPlace = (address: AddressInput, saveToProfile: boolean) => {
    const { customer } = session
    placeOrder.mutate(
      { cartId: (cart as HttpTypes.StoreCart).id, person: customer, address, saveAddressFor: saveToProfile ? customer : undefined },
      {
        // The order's page confirms it (no toast: on a phone it would sit over that page).
        onSuccess: (order) => navigate(paths.account.order(order.id), { replace: true, state: { placed: true } satisfies OrderPageState }),
      }
    )
  }

  return (
    <div className="checkout">
      <OrderSummary cart={cart} shipping={shipping.data} shippingPending={shipping.isPending} />
      <CheckoutForm
        customer={session.customer}
        placing={placeOrder.isPending}
        error={placeOrder.error ? errorMessage(placeOrder.error, messages.auth.networkError) : null}
        onPlace={onPlace}
        deliveryNote={deliveryNote}
        policyNote={policyNote}
      />
    </div>
  )
}
