import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../../../lib/messages"
import { countedItems, stockNeeds, type StockLevel, type StockLine, type VariantStock } from "../cart-stock"
import { ADMISSION_TTL_MS, admitCheckout, MemoryGateStore, SharedGateStore, type GateOptions, type GateStore, type StockNeed } from "../checkout-gate"

const bicycle = (available: number, needed = 1): StockNeed => ({ inventory_item_id: "iitem_bicycle", needed, available })

/** The shopper's answer: admitted/held, or the refusal's status and message. */
const answerOf = async (store: GateStore, cart: string, needs: StockNeed[], options: Partial<GateOptions> = {}) => {
  try {
    return await admitCheckout(store, cart, async () => needs, options)
  } catch (error) {
    const { type, message } = error as MedusaError
    return { status: type === MedusaError.Types.CONFLICT ? 409 : type === MedusaError.Types.NOT_ALLOWED ? 400 : 500, message }
  }
}
const busy = { status: 409, message: messages.busy }
const soldOut = { status: 400, message: messages.outOfStock }
/** The units left all being bought by checkouts in progress: the shop's answer. */
const claimed = soldOut

describe("the checkout gate: at most as many checkouts in progress as units left", () => {
  it("3 units: 3 checkouts admitted, the 4th told out of stock at once; one falling through lets the next in", async () => {
    const gate = new MemoryGateStore()
    for (const cart of ["a", "b", "c"]) expect(await answerOf(gate, cart, [bicycle(3)])).toBe("admitted")
    expect(await answerOf(gate, "d", [bicycle(3)])).toEqual(claimed)
    await gate.release("b")
    expect(await answerOf(gate, "d", [bicycle(3)])).toBe("admitted")
  })

  it("told to try again instead (409) when the shop says so (WHEN_CLAIMED)", async () => {
    const gate = new MemoryGateStore()
    expect(await answerOf(gate, "a", [bicycle(1)])).toBe("admitted")
    expect(await answerOf(gate, "b", [bicycle(1)], { claimed: "busy" })).toEqual(busy)
    expect(await answerOf(gate, "c", [bicycle(0)], { claimed: "busy" })).toEqual(soldOut)
  })

  it("nothing left is out of stock at once (400), whatever is in progress; too few for the quantity too", async () => {
    const gate = new MemoryGateStore()
    expect(await answerOf(gate, "a", [bicycle(0)])).toEqual(soldOut)
    expect(await answerOf(gate, "b", [bicycle(1, 2)])).toEqual(soldOut)
    expect(gate.size).toBe(0)
  })

  it("counts units, not carts: a cart of 2 takes two of the 3 places", async () => {
    const gate = new MemoryGateStore()
    expect(await answerOf(gate, "pair", [bicycle(3, 2)])).toBe("admitted")
    expect(await answerOf(gate, "single", [bicycle(3)])).toBe("admitted")
    expect(await answerOf(gate, "late", [bicycle(3)])).toEqual(claimed)
    // Two lines of the same inventory item add up (2 + 2 > 3 left).
    const other = new MemoryGateStore()
    expect(await answerOf(other, "twice", [bicycle(3, 2), bicycle(3, 2)])).toEqual(soldOut)
  })

  it("a cart already admitted passes again (its completion, a retry), even when every place is taken", async () => {
    const gate = new MemoryGateStore()
    expect(await answerOf(gate, "a", [bicycle(1)])).toBe("admitted")
    expect(await answerOf(gate, "a", [bicycle(1)])).toBe("held")
    expect(await answerOf(gate, "b", [bicycle(1)])).toEqual(claimed)
  })

  it("a cart waits only for the products it buys: another product's rush does not hold it", async () => {
    const gate = new MemoryGateStore()
    expect(await answerOf(gate, "a", [bicycle(1)])).toBe("admitted")
    expect(await answerOf(gate, "b", [{ inventory_item_id: "iitem_bell", needed: 1, available: 5 }])).toBe("admitted")
    // A cart with both: the bicycle's place is taken, so nothing of it is counted.
    expect(await answerOf(gate, "c", [{ inventory_item_id: "iitem_bell", needed: 1, available: 5 }, bicycle(1)])).toEqual(claimed)
    expect(gate.size).toBe(2)
  })

  it("a completion already paid at bKash is admitted beyond the places (only sold out refuses it)", async () => {
    const gate = new MemoryGateStore()
    expect(await answerOf(gate, "a", [bicycle(1)])).toBe("admitted")
    expect(await answerOf(gate, "paid", [bicycle(1)], { force: true })).toBe("admitted")
    expect(await answerOf(gate, "paid-too-late", [bicycle(0)], { force: true })).toEqual(soldOut)
  })

  it("a checkout that never ends (its process died) gives its place back after the time limit", async () => {
    let now = 1_000_000
    const gate = new MemoryGateStore(() => now)
    expect(await answerOf(gate, "crashed", [bicycle(1)])).toBe("admitted")
    now += ADMISSION_TTL_MS - 1
    expect(await answerOf(gate, "b", [bicycle(1)])).toEqual(claimed)
    now += 1
    expect(await answerOf(gate, "b", [bicycle(1)])).toBe("admitted")
  })

  it("a stock read begun before another checkout of the item ended is made again (its reservation may not show yet); busy should it stay in doubt", async () => {
    let now = 1_000_000
    const gate = new MemoryGateStore(() => now)
    expect(await answerOf(gate, "winner", [bicycle(1)])).toBe("admitted")
    // Read while the winner was in progress: 1 left (its reservation not yet made)...
    const reads: number[] = []
    let available = 1
    const read = async () => {
      reads.push(now)
      const needs = [bicycle(available)]
      if (reads.length === 1) {
        // ...and meanwhile the winner reserved its unit and ended.
        now += 5
        await gate.release("winner")
        available = 0
      }
      return needs
    }
    await expect(admitCheckout(gate, "late", read, {}, () => now)).rejects.toMatchObject({ message: messages.outOfStock })
    expect(reads).toHaveLength(2)
    expect(gate.size).toBe(0)
    // Checkouts of the item ending during each of three reads: no answer can be trusted.
    const always = async () => {
      await gate.admit("other", [bicycle(5)], { margin: 0, ttlMs: ADMISSION_TTL_MS, force: false, claimed: "out-of-stock" }, now)
      await gate.release("other")
      return [bicycle(5)]
    }
    expect(await admitCheckout(gate, "doubt", always, {}, () => now).catch((error: Error) => error.message)).toBe(messages.busy)
  })

  it("a cart without counted stock (unmanaged, backorder) passes without a place", async () => {
    const gate = new MemoryGateStore()
    expect(await answerOf(gate, "a", [])).toBe("ungated")
    expect(gate.size).toBe(0)
  })

  it("when Redis fails, this process counts (and releases) in its own memory, saying so once", async () => {
    const failing: GateStore = {
      renew: () => Promise.reject(new Error("connect ECONNREFUSED")),
      admit: () => Promise.reject(new Error("connect ECONNREFUSED")),
      release: () => Promise.reject(new Error("connect ECONNREFUSED")),
    }
    const memory = new MemoryGateStore()
    const warned: string[] = []
    const gate = new SharedGateStore(failing, memory, (message) => warned.push(message))
    expect(await answerOf(gate, "a", [bicycle(1)])).toBe("admitted")
    expect(await answerOf(gate, "b", [bicycle(1)])).toEqual(claimed)
    await gate.release("a")
    expect(await answerOf(gate, "b", [bicycle(1)])).toBe("admitted")
    expect(warned).toHaveLength(1)
  })
})

describe("a cart's stock as the gate reads it", () => {
  const bicycleVariant: VariantStock = {
    manage_inventory: true,
    allow_backorder: false,
    inventory_items: [{ inventory_item_id: "iitem_bicycle", required_quantity: 1 }],
  }
  const level = (inventory_item_id: string, location_id: string, stocked: number, reserved: number): StockLevel => ({
    inventory_item_id,
    location_id,
    stocked_quantity: stocked,
    reserved_quantity: reserved,
  })
  const variants = new Map<string, VariantStock>([
    ["variant_bicycle", bicycleVariant],
    ["variant_wheel_kit", { manage_inventory: true, inventory_items: [{ inventory_item_id: "iitem_spoke", required_quantity: 36 }] }],
    ["variant_gift_card", { manage_inventory: false, inventory_items: [{ inventory_item_id: "iitem_card", required_quantity: 1 }] }],
    ["variant_preorder", { ...bicycleVariant, allow_backorder: true }],
  ])
  const dhaka = new Set(["sloc_dhaka"])

  it("units needed and unreserved units at the cart's sales channel's locations only", () => {
    const levels = [level("iitem_bicycle", "sloc_dhaka", 10, 4), level("iitem_bicycle", "sloc_elsewhere", 50, 0)]
    const lines: StockLine[] = [{ variant_id: "variant_bicycle", quantity: 2 }]
    expect(stockNeeds(lines, variants, levels, dhaka)).toEqual([{ inventory_item_id: "iitem_bicycle", needed: 2, available: 6 }])
    expect(stockNeeds(lines, variants, levels, new Set(["sloc_dhaka", "sloc_elsewhere"]))).toEqual([
      { inventory_item_id: "iitem_bicycle", needed: 2, available: 56 },
    ])
    // Not stocked where the cart's channel sells: nothing available.
    expect(stockNeeds(lines, variants, levels, new Set())).toEqual([{ inventory_item_id: "iitem_bicycle", needed: 2, available: 0 }])
  })

  it("a kit's required quantity multiplies the line's; unmanaged stock, backorders and unknown variants are not counted", () => {
    const lines: StockLine[] = [
      { variant_id: "variant_wheel_kit", quantity: 3 },
      { variant_id: "variant_gift_card", quantity: 1 },
      { variant_id: "variant_preorder", quantity: 1 },
      { variant_id: "variant_gone", quantity: 1 },
    ]
    expect(stockNeeds(lines, variants, [level("iitem_spoke", "sloc_dhaka", 200, 0)], dhaka)).toEqual([
      { inventory_item_id: "iitem_spoke", needed: 108, available: 200 },
    ])
    expect(countedItems(lines, variants)).toEqual(["iitem_spoke"])
  })
})
