import type { HttpTypes } from "@medusajs/types"
import { Link } from "react-router"
import { toast } from "../../../lib/toast"
import { ErrorMessage } from "../../../components/ui/error-message"
import { paths } from "../../../config/paths"
import { errorMessage } from "../../../lib/errors"
import { useI18n, useMessages } from "../../../i18n"
import { lineTitle, useProductTitles } from "../../../lib/product-titles"
import { MIN_QUANTITY } from "../../../lib/availability"
import { useMyCart } from "../../session/api/cart"
import { useRemoveCartItem } from "../api/remove-cart-item"
import { useUpdateCartItem } from "../api/update-cart-item"
import { Money } from "../../../components/ui/money"
import { CartLineSummary } from "./cart-line-summary"

type Line = HttpTypes.StoreCartLineItem

const lineTotal = (line: Line) => line.subtotal ?? line.unit_price * line.quantity

/** Distinct product ids of the cart, for the checkout URL. */
export const cartProductIds = (cart: HttpTypes.StoreCart) => [
  ...new Set((cart.items ?? []).map((line) => line.product_id).filter((id): id is string => Boolean(id))),
]

/** /my-account/view-cart: the cart's lines with quantity, Delete, the subtotal and Place order. */
export function CartView() {
  const messages = useMessages()
  const t = messages.cart
  const { data: cart, isPending, error, refetch } = useMyCart()
  // Each line named in the page's language; the stored name until (or if not) read.
  const { data: titles } = useProductTitles((cart?.items ?? []).map((line) => line.product_id))

  if (error) return <ErrorMessage message={messages.errors.loadFailed} onRetry={() => void refetch()} />
  if (isPending) return <CartSkeleton />

  const lines = cart?.items ?? []
  if (!cart || lines.length === 0) {
    return (
      <div className="empty-state cart-empty">
        <p>{t.empty}</p>
        <Link className="button" to={paths.shop()}>
          {t.browse}
        </Link>
      </div>
    )
  }

  const subtotal = cart.item_subtotal ?? lines.reduce((sum, line) => sum + lineTotal(line), 0)
  // Oldest first, so a line does not jump when its quantity changes.
  const sorted = [...lines].sort((a, b) => String(a.created_at ?? "").localeCompare(String(b.created_at ?? "")))

  return (
    <div className="cart">
      <ul className="cart__lines">
        {sorted.map((line) => (
          <CartLine key={line.id} cartId={cart.id} line={line} name={lineTitle(line, titles)} />
        ))}
      </ul>
      <div className="cart__summary">
        <p>
          <span>{t.subtotal}</span>{" "}
          <strong>
            <Money amount={subtotal} />
          </strong>
        </p>
        <Link className="button" to={paths.cartCheckout(cartProductIds(cart))}>
          {t.placeOrder}
        </Link>
      </div>
    </div>
  )
}

function CartLine({ cartId, line, name }: { cartId: string; line: Line; name: string }) {
  const { messages, number } = useI18n()
  const t = messages.cart
  const update = useUpdateCartItem()
  const remove = useRemoveCartItem()
  const busy = update.isPending || remove.isPending

  const setQuantity = (quantity: number) =>
    update.mutate({ cartId, lineId: line.id, quantity }, { onError: (error) => toast.error(errorMessage(error, messages.auth.networkError)) })

  const onDelete = () => {
    if (!window.confirm(t.confirmRemove(name))) return
    remove.mutate(
      { cartId, lineId: line.id },
      {
        onSuccess: () => toast.success(t.removed),
        onError: (error) => toast.error(errorMessage(error, messages.auth.networkError)),
      }
    )
  }

  return (
    <li className="cart-line" aria-busy={busy}>
      <CartLineSummary name={name} thumbnail={line.thumbnail} productId={line.product_id} unitPrice={Number(line.unit_price)} />
      <div className="quantity" role="group" aria-label={t.quantityOf(name)}>
        <button type="button" aria-label={t.decrease(name)} disabled={busy || line.quantity <= MIN_QUANTITY} onClick={() => setQuantity(line.quantity - 1)}>
          −
        </button>
        <output aria-live="polite" aria-label={t.quantityOf(name)}>
          {number(line.quantity)}
        </output>
        <button type="button" aria-label={t.increase(name)} disabled={busy} onClick={() => setQuantity(line.quantity + 1)}>
          +
        </button>
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">{t.total}: </span>
        <Money amount={lineTotal(line)} />
      </p>
      <button type="button" className="button button--ghost" aria-label={t.removeLabel(name)} disabled={busy} onClick={onDelete}>
        {t.remove}
      </button>
    </li>
  )
}

function CartSkeleton() {
  const t = useMessages().cart
  return (
    <div className="cart" aria-busy="true" aria-label={t.loading}>
      <ul className="cart__lines">
        {[0, 1].map((n) => (
          <li key={n} className="cart-line cart-line--placeholder" />
        ))}
      </ul>
    </div>
  )
}
