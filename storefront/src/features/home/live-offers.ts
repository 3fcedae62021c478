import { paths } from "../../config/paths"
import type { Offer } from "./api/get-home-content"

/**
 * The offer cards to show at `now`: the backend lists only live ones, but a kept page (the page
 * cache, a tab left open) may outlive a campaign's end, so a card past its `live_until` is dropped
 * when the page renders.
 */
export const liveOffers = (offers: readonly Offer[], now: number = Date.now()): Offer[] =>
  offers.filter((offer) => !offer.live_until || now < Date.parse(offer.live_until))

/** Where a card leads: a card advertising a promotion or a price list opens its products' page, a plain one its link. */
export const offerHref = (offer: Offer): string => (offer.kind ? paths.offer(offer.id) : offer.url)
