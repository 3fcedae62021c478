/** Sale prices and offers on a schedule: price lists' and campaigns' starts and ends announced at their moment. */
export { announceMoment } from "./announce-moment"
export { armedMoments, firedHere, remember } from "./moment-timers"
export { momentKey, priceMoments, type PriceMoment, type PriceMomentKind } from "./price-moments"
export { schedulePriceMoments, SCHEDULE_AHEAD_MS } from "./schedule"
