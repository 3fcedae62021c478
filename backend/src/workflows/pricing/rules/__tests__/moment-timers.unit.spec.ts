import { AFTER_MOMENT_MS, armedMoments, armMoments, firedHere } from "../moment-timers"
import type { PriceMoment } from "../price-moments"

/** The timers that announce a sale's start and end at its moment (fake clock). */
describe("armMoments", () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date("2026-04-01T10:00:00.000Z") }))
  afterEach(() => {
    jest.runOnlyPendingTimers()
    jest.useRealTimers()
  })

  const at = (seconds: number) => new Date(Date.now() + seconds * 1000)
  const moment = (id: string, seconds: number): PriceMoment => ({ kind: "price_list", id, at: at(seconds) })

  it("fires each moment once, just after it, however often it is armed", async () => {
    const fired: string[] = []
    const fire = async (m: PriceMoment) => void fired.push(`${m.id}@${m.at.toISOString()}`)
    const start = moment("plist_eid", 3)
    armMoments([start], fire)
    armMoments([start], fire)
    jest.advanceTimersByTime(3000)
    expect(fired).toEqual([])
    jest.advanceTimersByTime(AFTER_MOMENT_MS)
    expect(fired).toEqual([`plist_eid@${start.at.toISOString()}`])
    expect(firedHere(start)).toBe(true)
    // Read again after it fired (the minute job): not armed a second time.
    armMoments([start], fire)
    jest.advanceTimersByTime(10_000)
    expect(fired).toHaveLength(1)
  })

  it("moves a record's timer when its dates change, and clears it when it has none", async () => {
    const fired: string[] = []
    const fire = async (m: PriceMoment) => void fired.push(m.id)
    armMoments([moment("plist_move", 5)], fire)
    armMoments([moment("plist_move", 20)], fire, { kind: "price_list", ids: ["plist_move"] })
    expect(armedMoments().filter((m) => m.id === "plist_move")).toHaveLength(1)
    jest.advanceTimersByTime(10_000)
    expect(fired).toEqual([])
    jest.advanceTimersByTime(10_100)
    expect(fired).toEqual(["plist_move"])

    armMoments([moment("plist_gone", 5)], fire)
    armMoments([], fire, { kind: "price_list", ids: ["plist_gone"] })
    jest.advanceTimersByTime(10_000)
    expect(fired).toEqual(["plist_move"])
  })
})
