/*
 * The shop's days are Dhaka's (Asia/Dhaka, UTC+6 all year: Bangladesh keeps no summer time), so
 * "today" turns at midnight in Dhaka, not in UTC where the server runs.
 */
import { SHOP_TIME_ZONE } from "@chaka/rules"

const DAY_MS = 24 * 60 * 60 * 1000
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000

// The shop's one time zone (@chaka/rules); the arithmetic below is UTC+6, so it must be Dhaka's.
export { SHOP_TIME_ZONE }
if (SHOP_TIME_ZONE !== "Asia/Dhaka") throw new Error("dhaka-days.ts counts days at UTC+6: Dhaka's")

/** A span of time, its start included and its end excluded. */
export type Window = { from: Date; to: Date }

/** When the Dhaka day holding this moment began. */
export function dhakaDayStart(moment: Date): Date {
  return new Date(Math.floor((moment.getTime() + DHAKA_OFFSET_MS) / DAY_MS) * DAY_MS - DHAKA_OFFSET_MS)
}

/** The Dhaka date of a moment, as YYYY-MM-DD. */
export const dhakaDate = (moment: Date): string => new Date(moment.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10)

/** The Dhaka day a YYYY-MM-DD date names. */
export function dhakaDay(date: string): Window {
  const from = new Date(Date.parse(`${date}T00:00:00Z`) - DHAKA_OFFSET_MS)
  return { from, to: new Date(from.getTime() + DAY_MS) }
}

/** Today in Dhaka, and the last `days` Dhaka days (today among them). */
export function dhakaWindows(now: Date, days: number): { today: Window; period: Window } {
  const start = dhakaDayStart(now)
  const end = new Date(start.getTime() + DAY_MS)
  return { today: { from: start, to: end }, period: { from: new Date(end.getTime() - days * DAY_MS), to: end } }
}

export const within = (window: Window, at: string | Date | null | undefined): boolean => {
  if (!at) return false
  const time = new Date(at).getTime()
  return time >= window.from.getTime() && time < window.to.getTime()
}
