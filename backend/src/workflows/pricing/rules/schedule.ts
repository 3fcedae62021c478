import type { MedusaContainer } from "@medusajs/framework/types"
import { announceMoment } from "./announce-moment"
import { armMoments } from "./moment-timers"
import { priceMoments, type PriceMomentKind } from "./price-moments"

/**
 * How far ahead timers are armed. The minute job arms again each minute, so a moment is armed
 * well before it comes in the worker that runs the job; an admin's change arms at once.
 */
export const SCHEDULE_AHEAD_MS = 10 * 60_000

/**
 * Arms this process's timers for the price lists' and campaigns' starts and ends in the next
 * SCHEDULE_AHEAD_MS (or those of the records named, whose old timers are replaced): each is
 * announced at its moment (announce-moment.ts), so the pages and the catalogue change with the
 * cart's price, within the index write's time, not at the next minute's job.
 */
export async function schedulePriceMoments(container: MedusaContainer, only?: { kind: PriceMomentKind; ids: string[] }): Promise<void> {
  const now = new Date()
  const moments = await priceMoments(container, now, new Date(now.getTime() + SCHEDULE_AHEAD_MS), only)
  armMoments(moments, (moment) => announceMoment(container, moment), only)
}
