/**
 * Checkouts this process works on at once (issue 53's flash sale). A checkout is about a second
 * of this process's CPU (Medusa's cart workflows: docs/performance.md), and Node interleaves
 * whatever is in progress: 20 checkouts admitted at once by the gate (checkout-gate.ts) all
 * finish at the end, after about 20 s, and every other request — a sold-out shopper's refusal,
 * a page's read — waits behind their work at each of its own steps. So the admitted checkouts
 * take turns, CHECKOUTS_AT_ONCE at a time, first come first served: the first winners have
 * their orders in seconds, refusals wait behind a few checkouts instead of all of them, and the
 * process does the same work in the same time. A checkout waiting for its turn holds its place
 * at the gate and nothing else (no lock, no write). Per process: CPU is a process's own.
 *
 * A turn ends with its checkout (releaseCheckoutStep, or the gate step's compensation); one
 * never given back (a workflow the engine left running) lapses after TURN_TTL_MS, and a checkout
 * waits TURN_WAIT_MS at most before going on regardless: turns can slow a checkout, never stop it.
 */
export const CHECKOUTS_AT_ONCE = 4
export const TURN_WAIT_MS = 60_000
export const TURN_TTL_MS = 120_000

type Waiting = { owner: string; start: () => void }

export class CheckoutTurns {
  private readonly running = new Map<string, number>()
  private readonly waiting: Waiting[] = []

  constructor(
    private readonly size = CHECKOUTS_AT_ONCE,
    private readonly now: () => number = Date.now
  ) {}

  /** Resolves when `owner` may go on: at once while fewer than `size` run, else in its turn (or after `waitMs`). */
  take(owner: string, waitMs = TURN_WAIT_MS): Promise<void> {
    this.lapse()
    if (this.running.has(owner)) return Promise.resolve()
    if (this.running.size < this.size && !this.waiting.length) {
      this.running.set(owner, this.now() + TURN_TTL_MS)
      return Promise.resolve()
    }
    return new Promise<void>((resolve) => {
      const entry: Waiting = {
        owner,
        start: () => {
          clearTimeout(timer)
          this.running.set(owner, this.now() + TURN_TTL_MS)
          resolve()
        },
      }
      // Waited long enough (turns held by checkouts stuck elsewhere): on, beyond the limit.
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(entry), 1)
        entry.start()
      }, waitMs)
      timer.unref?.()
      this.waiting.push(entry)
    })
  }

  /** The checkout of `owner` ended (or gave up waiting): the next in line starts. */
  release(owner: string): void {
    this.running.delete(owner)
    const queued = this.waiting.findIndex((entry) => entry.owner === owner)
    if (queued !== -1) this.waiting.splice(queued, 1)
    this.startNext()
  }

  /** Running now, and waiting (tests). */
  get counts() {
    this.lapse()
    return { running: this.running.size, waiting: this.waiting.length }
  }

  private lapse(): void {
    const now = this.now()
    let lapsed = false
    for (const [owner, until] of this.running) {
      if (until <= now) {
        this.running.delete(owner)
        lapsed = true
      }
    }
    if (lapsed) this.startNext()
  }

  private startNext(): void {
    while (this.running.size < this.size && this.waiting.length) this.waiting.shift()!.start()
  }
}

let turns: CheckoutTurns | undefined

/** This process's turns. */
export function checkoutTurns(): CheckoutTurns {
  turns ??= new CheckoutTurns()
  return turns
}
