import { CheckoutTurns, TURN_TTL_MS } from "../checkout-turns"

/** Whether the promise has settled by the time already-queued work has run. */
const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

describe("checkout turns: a few checkouts at a time, first come first served", () => {
  it("2 at once: the third and fourth wait, and start in the order they came as turns end", async () => {
    const turns = new CheckoutTurns(2)
    expect(await settled(turns.take("a"))).toBe(true)
    expect(await settled(turns.take("b"))).toBe(true)
    const third = turns.take("c")
    const fourth = turns.take("d")
    expect([await settled(third), await settled(fourth)]).toEqual([false, false])
    expect(turns.counts).toEqual({ running: 2, waiting: 2 })
    turns.release("b")
    expect([await settled(third), await settled(fourth)]).toEqual([true, false])
    turns.release("a")
    expect(await settled(fourth)).toBe(true)
    expect(turns.counts).toEqual({ running: 2, waiting: 0 })
  })

  it("the same checkout again does not take a second turn; one that gives up waiting leaves the line", async () => {
    const turns = new CheckoutTurns(1)
    await turns.take("a")
    expect(await settled(turns.take("a"))).toBe(true)
    const b = turns.take("b")
    const c = turns.take("c")
    turns.release("b")
    expect(turns.counts).toEqual({ running: 1, waiting: 1 })
    turns.release("a")
    expect(await settled(c)).toBe(true)
    expect(await settled(b)).toBe(false)
  })

  it("a checkout waits at most so long, then goes on beyond the limit (turns slow, never stop)", async () => {
    const turns = new CheckoutTurns(1)
    await turns.take("stuck")
    const started = Date.now()
    await turns.take("next", 50)
    expect(Date.now() - started).toBeGreaterThanOrEqual(45)
    expect(turns.counts).toEqual({ running: 2, waiting: 0 })
  })

  it("a turn never given back lapses, and the next in line starts", async () => {
    let now = 1_000_000
    const turns = new CheckoutTurns(1, () => now)
    await turns.take("lost")
    const next = turns.take("next")
    expect(await settled(next)).toBe(false)
    now += TURN_TTL_MS
    expect(turns.counts).toEqual({ running: 1, waiting: 0 })
    expect(await settled(next)).toBe(true)
  })
})
