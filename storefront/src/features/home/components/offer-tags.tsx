import { Link } from "react-router"
import { useMessages } from "../../../i18n"
import { useOffers } from "../api/get-home-content"

export function OfferTags() {
  const messages = useMessages()
  const { data: offers = [] } = useOffers()
  // The row keeps its height while loading, so the products below do not jump.
  return (
    <ul className="offer-tags" aria-label={messages.home.offers}>
      {offers.map((offer) => (
        <li key={offer.id}>{offer.url.startsWith("/") ? <Link to={offer.url}>{offer.name}</Link> : <a href={offer.url}>{offer.name}</a>}</li>
      ))}
    </ul>
  )
}
