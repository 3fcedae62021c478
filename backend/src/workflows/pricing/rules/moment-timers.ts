import { momentKey, type PriceMoment, type PriceMomentKind } from "./price-moments"

/**
 * Past its moment, a timer waits this long more: Medusa compares a list's dates with its own
 * clock when it prices, and a start announced a millisecond early would price the old way.
 */
export const AFTER_MOMENT_MS = 50
/** How long a fired moment is remembered, so the minute job's look-back does not announce it again. */
const REMEMBERED_MS = 5 * 60_000

type Timers = { armed: Map<string, { moment: PriceMoment; timer: NodeJS.Timeout }>; fired: Map<string, number> }

// On globalThis: the job and the subscriber may load this file through different paths.
const timers: Timers = ((globalThis as { __chakaPriceMoments?: Timers }).__chakaPriceMoments ??= { armed: new Map(), fired: new Map() })

/**
 * Arms one timer per moment in this process, at the moment (plus AFTER_MOMENT_MS). A moment
 * already armed keeps its timer. With `replacing`, the timers of that record not among `moments`
 * are cleared first: its dates changed, or it was deleted. Timers do not keep the process alive.
 */
export function armMoments(moments: PriceMoment[], fire: (moment: PriceMoment) => Promise<void>, replacing?: { kind: PriceMomentKind; ids: string[] }): void {
  const keys = new Set(moments.map(momentKey))
  if (replacing) {
    for (const [key, { moment, timer }] of timers.armed) {
      if (moment.kind === replacing.kind && replacing.ids.includes(moment.id) && !keys.has(key)) {
        clearTimeout(timer)
        timers.armed.delete(key)
      }
    }
  }
  for (const moment of moments) {
    const key = momentKey(moment)
    if (timers.armed.has(key) || timers.fired.has(key)) continue
    const timer = setTimeout(
      () => {
        timers.armed.delete(key)
        remember(key)
        void fire(moment)
      },
      Math.max(0, moment.at.getTime() - Date.now()) + AFTER_MOMENT_MS
    )
    timer.unref()
    timers.armed.set(key, { moment, timer })
  }
}

/** Whether this process's timer announced the moment already (the job's look-back then skips it). */
export const firedHere = (moment: PriceMoment): boolean => timers.fired.has(momentKey(moment))

/** Marks a moment announced (by the job's look-back, too) and forgets the old ones. */
export function remember(key: string, now = Date.now()): void {
  timers.fired.set(key, now)
  for (const [old, at] of timers.fired) if (now - at > REMEMBERED_MS) timers.fired.delete(old)
}

/** The moments armed in this process (tests, and a log line). */
export const armedMoments = (): PriceMoment[] => [...timers.armed.values()].map(({ moment }) => moment)
