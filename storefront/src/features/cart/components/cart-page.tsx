import { useEffect } from "react"
import { Form, Link, useNavigation } from "react-router"
import { toast } from "../../../lib/toast"
import { paths } from "../../../config/paths"
import { useI18n, useMessages } from "../../../i18n"
import { MIN_QUANTITY } from "@chaka/rules"
import { Money } from "../../../components/ui/money"
import { CartLineSummary } from "./cart-line-summary"
import { CostLines } from "../../session/components/cost-lines"
import { PromoCodeForm } from "../../session/components/promo-code-form"
import type { PromoCodeAnswer } from "../../session/promotions/schemas"
import { summaryProductIds, type CartSummary, type CartSummaryLine } from "../cart-summary"

type Line = CartSummaryLine
type Props = {
  cart: CartSummary | null
  owner: "customer" | "visitor"
  added: boolean
  error: string | null
  /** The code form's answer to a post made without scripts (a refused code, said beside the field). */
  promo?: PromoCodeAnswer | null
}

/**
 * /cart, rendered on the server: each line's quantity and Delete are forms posting to /cart's
 * action, so they work before and without scripts (then React Router posts them and reloads
 * the cart without a full page). A visitor's "Place order" goes through log-in (the checkout's
 * guard) and comes back with this cart made theirs.
 */
export function CartPage({ cart, owner, added, error, promo = null }: Props) {
  const t = useMessages().cart
  useEffect(() => {
    if (error) toast.error(error)
  }, [error])
  const lines = cart?.lines ?? []
  return (
    <section className="cart-page">
      <h1>{t.title}</h1>
      {added && !error && (
        <p className="notice notice--success" role="status">
          {t.added}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {!cart || lines.length === 0 ? (
        <div className="empty-state cart-empty">
          <p>{t.empty}</p>
          <Link className="button" to={paths.shop()}>
            {t.browse}
          </Link>
        </div>
      ) : (
        <div className="cart">
          <ul className="cart__lines">
            {lines.map((line) => (
              <CartLineForms key={line.id} line={line} />
            ))}
          </ul>
          <div className="cart__summary">
            {/* A visitor's codes wait for their log-in: the cart comes with them (routes/cart-claim). */}
            <PromoCodeForm action={paths.cart()} codes={cart.costs.codes} answer={promo} logIn={owner === "visitor" ? paths.logIn(paths.cart()) : null} />
            <CostLines costs={cart.costs} text={{ subtotal: t.subtotal, shipping: t.delivery, total: t.total }} className="cart__costs" />
            {owner === "visitor" && <p className="cart__note">{t.signInToOrder}</p>}
            <Link className="button" to={paths.cartCheckout(summaryProductIds(cart))}>
              {t.placeOrder}
            </Link>
          </div>
        </div>
      )}
    </section>
  )
}

function CartLineForms({ line }: { line: Line }) {
  const { messages, number } = useI18n()
  const t = messages.cart
  const navigation = useNavigation()
  const busy = navigation.state !== "idle" && navigation.formData?.get("line_id") === line.id
  const name = line.name
  return (
    <li className="cart-line" aria-busy={busy}>
      <CartLineSummary name={name} thumbnail={line.thumbnail} productId={line.product_id} unitPrice={Number(line.unit_price)} />
      <Form method="post" action={paths.cart()} className="quantity" role="group" aria-label={t.quantityOf(name)}>
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
      </Form>
      <p className="cart-line__total">
        <span className="visually-hidden">{t.total}: </span>
        <Money amount={line.total} />
      </p>
      <Form
        method="post"
        action={paths.cart()}
        onSubmit={(event) => {
          if (!window.confirm(t.confirmRemove(name))) event.preventDefault()
        }}
      >
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="line_id" value={line.id} />
        <button type="submit" className="button button--ghost" aria-label={t.removeLabel(name)} disabled={busy}>
          {t.remove}
        </button>
      </Form>
    </li>
  )
}
