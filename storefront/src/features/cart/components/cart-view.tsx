import type { HttpTypes } from "@medusajs/types"
import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useRef } from "react"
import { Link, useFetcher } from "react-router"
import { toast } from "../../../lib/toast"
import { ErrorMessage } from "../../../components/ui/error-message"
import { paths } from "../../../config/paths"
import { useI18n, useMessages } from "../../../i18n"
import { lineTitle, useProductTitles } from "../../session/api/product-titles"
import { MIN_QUANTITY } from "@chaka/rules"
import { useHydrated } from "../../../lib/use-hydrated"
import { cartQueryKey, useMyCart } from "../../session/api/cart"
import { VIA_SCRIPT } from "../via-script"
import { Money } from "../../../components/ui/money"
import { CartLineSummary } from "./cart-line-summary"

type Line = HttpTypes.StoreCartLineItem

const lineTotal = (line: Line) => line.subtotal ?? line.unit_price * line.quantity

/** Distinct product ids of the cart, for the checkout URL. */
export const cartProductIds = (cart: HttpTypes.StoreCart) => [
  ...new Set((cart.items ?? []).map((line) => line.product_id).filter((id): id is string => Boolean(id))),
]

/** /my-account/view-cart: the cart's lines with quantity, Delete, the subtotal and Place order (the changes post to /cart's action, as /cart's own forms do). */
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
          <CartLine key={line.id} line={line} name={lineTitle(line, titles)} />
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

/** What /cart's action answers a change posted by a script (routes/cart.tsx). */
type CartAnswer = { error: string | null; count: number | null }

/**
 * One line: its quantity buttons and Delete are forms posting to /cart's action (without scripts
 * the browser follows its redirect to /cart); with scripts a fetcher posts them with `via=script`
 * (the action answers data) and the page stays, the cart read again once it is answered.
 */
function CartLine({ line, name }: { line: Line; name: string }) {
  const { messages, number } = useI18n()
  const t = messages.cart
  const queryClient = useQueryClient()
  const change = useFetcher<CartAnswer>()
  const busy = change.state !== "idle"
  const hydrated = useHydrated()
  const intent = useRef<string | null>(null)

  // Answered: a refusal in the server's words (the line keeps its quantity), a removal said; the cart read again either way.
  useEffect(() => {
    if (change.state !== "idle" || !change.data) return
    if (change.data.error) toast.error(change.data.error)
    else if (intent.current === "remove") toast.success(t.removed)
    void queryClient.invalidateQueries({ queryKey: cartQueryKey })
  }, [change.state, change.data, queryClient, t.removed])

  // Only a script's post asks for data: without scripts the action's redirect is followed.
  const viaScript = hydrated && <input type="hidden" name={VIA_SCRIPT.name} value={VIA_SCRIPT.value} />

  return (
    <li className="cart-line" aria-busy={busy}>
      <CartLineSummary name={name} thumbnail={line.thumbnail} productId={line.product_id} unitPrice={Number(line.unit_price)} />
      <change.Form
        method="post"
        action={paths.cart()}
        className="quantity"
        role="group"
        aria-label={t.quantityOf(name)}
        onSubmit={() => void (intent.current = "update")}
      >
        {viaScript}
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="line_id" value={line.id} />
        <button type="submit" name="quantity" value={line.quantity - 1} aria-label={t.decrease(name)} disabled={busy || line.quantity <= MIN_QUANTITY}>
          −
        </button>
        <output aria-live="polite" aria-label={t.quantityOf(name)}>
          {number(line.quantity)}
        </output>
        <button type="submit" name="quantity" value={line.quantity + 1} aria-label={t.increase(name)} disabled={busy}>
          +
        </button>
      </change.Form>
      <p className="cart-line__total">
        <span className="visually-hidden">{t.total}: </span>
        <Money amount={lineTotal(line)} />
      </p>
      <change.Form
        method="post"
        action={paths.cart()}
        onSubmit={(event) => {
          if (!window.confirm(t.confirmRemove(name))) return event.preventDefault()
          intent.current = "remove"
        }}
      >
        {viaScript}
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="line_id" value={line.id} />
        <button type="submit" className="button button--ghost" aria-label={t.removeLabel(name)} disabled={busy}>
          {t.remove}
        </button>
      </change.Form>
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
