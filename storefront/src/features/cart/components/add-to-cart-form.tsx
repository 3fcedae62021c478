import { useEffect, type ReactNode } from "react"
import { useFetcher, useNavigate } from "react-router"
import { useQueryClient } from "@tanstack/react-query"
import { toast } from "../../../lib/toast"
import { toLatinDigits } from "../../../lib/format"
import { paths } from "../../../config/paths"
import { inLocale, useI18n } from "../../../i18n"
import { cartQueryKey } from "../../session/api/cart"
import { VIA_SCRIPT } from "../via-script"
import { announceCartCount } from "./cart-count"

/** Clicking again while the toast shows does not stack another. */
const ALREADY_ADDED_TOAST = "already-added"

type Props = {
  productId: string
  variantId: string | null
  disabled: boolean
  /** The quantity field (named `quantity`), inside the form so a plain post carries it. */
  children: ReactNode
  addLabel: string
  buyNowLabel: string
}

/**
 * Add to cart and Buy now, one plain HTML form from the first paint (nothing waits for
 * scripts): Add to cart posts to /cart (the visitor's or the customer's cart; without scripts the
 * shopper lands on /cart with "Added to cart"), Buy now is a GET to /place-order/<id>?quantity=…
 * Once scripts run, Add to cart posts in the background and answers with a toast.
 */
export function AddToCartForm({ productId, variantId, disabled, children, addLabel, buyNowLabel }: Props) {
  const { messages, locale } = useI18n()
  const fetcher = useFetcher<{ error: string | null; count: number | null }>()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const adding = fetcher.state !== "idle"

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return
    const { error, count } = fetcher.data
    if (error) toast.info(error, error === messages.toasts.alreadyAdded ? { id: ALREADY_ADDED_TOAST } : {})
    else toast.success(messages.toasts.addedToCart)
    if (count !== null) announceCartCount(count)
    void queryClient.invalidateQueries({ queryKey: cartQueryKey })
  }, [fetcher.state, fetcher.data, queryClient, messages])

  return (
    // A plain form (not React Router's): its addresses carry the page's language prefix themselves.
    <form
      method="post"
      action={inLocale(paths.cart(), locale)}
      className="add-to-cart"
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        // A Bangla page's field shows Bangla digits (১২); what leaves the page is the number in Latin.
        const quantity = form.get("quantity")
        if (typeof quantity === "string") form.set("quantity", toLatinDigits(quantity.trim()))
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
        if (submitter?.value === "buy-now") {
          navigate(paths.buyNow(productId, Number(form.get("quantity")) || 1))
          return
        }
        form.set(VIA_SCRIPT.name, VIA_SCRIPT.value)
        void fetcher.submit(form, { method: "post", action: paths.cart() })
      }}
    >
      <input type="hidden" name="intent" value="add" />
      {variantId && <input type="hidden" name="variant_id" value={variantId} />}
      {children}
      <div className="product-page__actions">
        <button type="submit" name="do" value="add" className="button" disabled={disabled || !variantId || adding}>
          {adding ? messages.cart.adding : addLabel}
        </button>
        {/* A GET to checkout with the quantity; its sign-in guard sends a visitor to /log-in and back. */}
        <button
          type="submit"
          name="do"
          value="buy-now"
          formMethod="get"
          formAction={inLocale(paths.buyNowBase(productId), locale)}
          className="button button--ghost"
          disabled={disabled}
        >
          {buyNowLabel}
        </button>
      </div>
    </form>
  )
}
