import type { MedusaContainer } from "@medusajs/framework/types"
import { announceMoment, firedHere, momentKey, priceMoments, remember, schedulePriceMoments } from "../workflows/pricing/rules"

/** Looked back over: two runs, so a moment missed (a restart, a process that had no timer) is still caught. */
const LOOK_BACK_MS = 2 * 60_000

/**
 * A price list (an Eid sale) or a promotion campaign starts or ends at a time, and Medusa
 * announces nothing then. Timers announce each moment as it comes (workflows/pricing/rules);
 * every minute this arms them for the next minutes, and announces the moments of the last two
 * minutes that no timer of this process announced (the process had just started, or the record
 * was changed on another worker). Announcing a moment twice only does the same work twice.
 */
export default async function priceListWindows(container: MedusaContainer) {
  await announcePriceListWindows(container, new Date())
}

export async function announcePriceListWindows(container: MedusaContainer, now: Date) {
  const missed = (await priceMoments(container, new Date(now.getTime() - LOOK_BACK_MS), now)).filter((moment) => !firedHere(moment))
  for (const moment of missed) {
    remember(momentKey(moment))
    await announceMoment(container, moment)
  }
  await schedulePriceMoments(container)
}

export const config = { name: "price-list-windows", schedule: "* * * * *" }
