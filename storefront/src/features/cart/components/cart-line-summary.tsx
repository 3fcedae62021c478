import { Link } from "react-router"
import { paths } from "../../../config/paths"
import { useMessages } from "../../../i18n"
import { PICTURE_SIZES, pictureSources } from "../../../lib/picture-sources"
import { Money } from "../../../components/ui/money"

type Props = { name: string; thumbnail?: string | null; productId?: string | null; unitPrice: number }

/** A cart line's picture, name (linked to its product) and unit price: the same on /cart and the account's cart. */
export function CartLineSummary({ name, thumbnail, productId, unitPrice }: Props) {
  const messages = useMessages()
  return (
    <>
      {thumbnail ? (
        <img className="cart-line__image" {...pictureSources(thumbnail, PICTURE_SIZES.thumbnail)} alt="" width={96} height={65} />
      ) : (
        <span className="cart-line__image" />
      )}
      <div className="cart-line__name">
        {productId ? <Link to={paths.product(productId)}>{name}</Link> : name}
        <span className="cart-line__price">
          <span className="visually-hidden">{messages.cart.price}: </span>
          <Money amount={unitPrice} />
        </span>
      </div>
    </>
  )
}
