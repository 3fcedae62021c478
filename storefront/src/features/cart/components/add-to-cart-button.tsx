import { useLocation, useNavigate } from "react-router"
import { toast } from "../../../lib/toast"
import { paths } from "../../../config/paths"
import { errorMessage } from "../../../lib/errors"
import { messages } from "../../../messages"
import { useSession } from "../../session/api/session"
import { AlreadyInCartError, hasVariant, useAddToCart } from "../api/add-to-cart"
import { useMyCart } from "../../session/api/cart"

/** Clicking again while the toast shows does not stack another. */
const ALREADY_ADDED_TOAST = "already-added"

type Props = { variantId: string | null; quantity: number; disabled?: boolean }

/**
 * Add to cart: a visitor goes to /log-in and comes back; a customer gets the product in their
 * cart with the chosen quantity, or 'Already added' if it is there (nothing changes then).
 */
export function AddToCartButton({ variantId, quantity, disabled = false }: Props) {
  const { data: session, isPending: sessionPending } = useSession()
  const { data: cart } = useMyCart()
  const addToCart = useAddToCart()
  const navigate = useNavigate()
  const location = useLocation()

  const onClick = () => {
    if (!session) {
      navigate(paths.logIn(`${location.pathname}${location.search}`))
      return
    }
    if (!variantId) return
    // The cart already on the page answers at once; addToCart checks the server's again.
    if (hasVariant(cart, variantId)) {
      toast.info(messages.toasts.alreadyAdded, { id: ALREADY_ADDED_TOAST })
      return
    }
    addToCart.mutate(
      { variantId, quantity },
      {
        onSuccess: () => toast.success(messages.toasts.addedToCart),
        onError: (error) =>
          error instanceof AlreadyInCartError
            ? toast.info(messages.toasts.alreadyAdded, { id: ALREADY_ADDED_TOAST })
            : toast.error(errorMessage(error, messages.auth.networkError)),
      }
    )
  }

  return (
    <button type="button" className="button" disabled={disabled || sessionPending || addToCart.isPending || (Boolean(session) && !variantId)} onClick={onClick}>
      {addToCart.isPending ? messages.cart.adding : messages.productPage.addToCart}
    </button>
  )
}
