import { Link } from "react-router"
import { useMessages } from "../../../i18n"
import { useOffers } from "../api/get-home-content"
import { liveOffers, offerHref } from "../live-offers"

export function OfferTags() {
  const messages = useMessages()
  const { data: offers = [] } = useOffers()
  // The row keeps its height while loading, so the products below do not jump.
  return (
    <ul className="offer-tags" aria-label={messages.home.offers}>
      {liveOffers(offers).map((offer) => {
        const href = offerHref(offer)
        return <li key={offer.id}>{href.startsWith("/") ? <Link to={href}>{offer.name}</Link> : <a href={href}>{offer.name}</a>}</li>
      })}
    </ul>
  )
}
