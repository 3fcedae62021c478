import { useMessages } from "../../i18n"
import { Money } from "../ui/money"

type Props = {
  /** What a cart charges now; null: no price in the shop's region. */
  price: number | null
  /** The regular price a sale lowers: struck out beside `price`. Null or not above it: no sale. */
  regularPrice?: number | null
}

/**
 * A product's price on a card or its page: on sale, the sale price beside the regular one struck
 * out (<del>). The struck price's strike says nothing to a screen reader, so both carry their
 * names in hidden text: "Sale price ৳ 17,500, Regular price ৳ 20,000".
 */
export function Price({ price, regularPrice }: Props) {
  const t = useMessages().product
  if (price === null) return <>{t.priceUnavailable}</>
  if (regularPrice === null || regularPrice === undefined || regularPrice <= price) return <Money amount={price} />
  return (
    <span className="price price--sale">
      <span className="visually-hidden">{t.salePrice} </span>
      <Money amount={price} className="price__now" />{" "}
      <del className="price__regular">
        <span className="visually-hidden">{t.regularPrice} </span>
        <Money amount={regularPrice} />
      </del>
    </span>
  )
}
