/**
 * Failed sign-ins, counted per email: after MAX_FAILED_SIGN_INS failures within
 * SIGN_IN_WINDOW_MS, the next attempts are refused without checking the password until the
 * oldest of those failures is older than the window. A successful sign-in clears the count.
 *
 * The counts live in this process's memory: each server process counts on its own and a
 * restart forgets them. That is enough for one server; several would need a shared store.
 */
export const MAX_FAILED_SIGN_INS = 5
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000
/** Above this many emails tracked, expired entries are swept so the map cannot grow forever. */
const SWEEP_ABOVE = 10_000

type Entry = { failures: number[]; running: number }
export type SignInOutcome = "failed" | "succeeded" | "other"

export class SignInThrottle {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly max = MAX_FAILED_SIGN_INS,
    private readonly windowMs = SIGN_IN_WINDOW_MS,
    private readonly now: () => number = Date.now
  ) {}

  /**
   * Starts an attempt for this email. Refused (with the seconds to wait) when the recent
   * failures, plus the attempts still running, reach the limit: many parallel guesses
   * count as what they will most likely be.
   */
  begin(email: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const key = keyOf(email)
    const entry = this.fresh(key)
    if (entry.failures.length + entry.running >= this.max) {
      // Free again once enough failures have left the window (or a running attempt ends).
      const freedBy = entry.failures.length >= this.max ? entry.failures[entry.failures.length - this.max] + this.windowMs : this.now()
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedBy - this.now()) / 1000)) }
    }
    entry.running++
    this.entries.set(key, entry)
    if (this.entries.size > SWEEP_ABOVE) this.sweep()
    return { allowed: true }
  }

  /** Ends an attempt started with begin(). */
  end(email: string, outcome: SignInOutcome) {
    const key = keyOf(email)
    const entry = this.fresh(key)
    entry.running = Math.max(0, entry.running - 1)
    if (outcome === "failed") entry.failures.push(this.now())
    if (outcome === "succeeded") entry.failures = []
    if (entry.failures.length || entry.running) this.entries.set(key, entry)
    else this.entries.delete(key)
  }

  /** This email's entry without the failures older than the window. */
  private fresh(key: string): Entry {
    const entry = this.entries.get(key) ?? { failures: [], running: 0 }
    const since = this.now() - this.windowMs
    entry.failures = entry.failures.filter((at) => at > since)
    return entry
  }

  private sweep() {
    for (const key of [...this.entries.keys()]) {
      const entry = this.fresh(key)
      if (!entry.failures.length && !entry.running) this.entries.delete(key)
    }
  }
}

const keyOf = (email: string) => email.trim().toLowerCase()

/** The one throttle of this server process. */
export const signInThrottle = new SignInThrottle()
