import { randomUUID } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"
import Redis from "ioredis"
import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../../lib/messages"
import { parseEnv } from "../../../lib/config/env"

/**
 * The checkout gate (issue 53's flash sale): how many checkouts may be in progress for one
 * product's stock at once.
 *
 * A checkout costs the backend about a second of work before it reaches the product's stock lock
 * (Medusa's reserveInventoryStep), and there the checkouts of one product take turns. With 200
 * shoppers for 20 units, 180 of them would do all that work and queue for tens of seconds for
 * an answer that was always going to be "out of stock". So before any of that work, per
 * inventory item of the cart:
 * - fewer units available than the cart needs: "out of stock" (400) at once;
 * - the units available are all being bought by checkouts already in progress ("claimed"):
 *   "out of stock" too, at once (WHEN_CLAIMED). Each of those checkouts has passed the same
 *   stock check and nearly always ends in its order. Should one fail, its units are free again
 *   and the next shopper to press "Place order" gets them. (Answering "busy, try again" here,
 *   measured with 200 shoppers for 20 units, made 180 shoppers press again every few seconds:
 *   1 484 refusals took the backend's whole core, and the orders 48 s: docs/performance.md.)
 * - otherwise the checkout is admitted and counted (its quantity) until it ends: its order made
 *   (released once its stock is reserved), or refused, or failed (released by its compensation).
 *   A checkout that dies without either is forgotten after ADMISSION_TTL_MS.
 * A cart already admitted (the same checkout reaching Medusa's completion, or a retry after a
 * crash) is let through as it is ("held"). A stock read begun before a checkout of the same item
 * ended may not show that checkout's reservation yet while no longer counting its place: such a
 * read is made again ("stale"; "busy", 409, should it stay in doubt three times), so the gate
 * never admits more checkouts than there are units. The guarantees stay Medusa's: the stock
 * lock and its reservation never oversell; the gate only decides who goes on to them.
 *
 * With REDIS_URL the count is shared by every server of the shop (one Lua script per admission,
 * so two servers never both take the last unit's place); without, it is this process's (npm
 * start: one server). Should Redis fail, the server counts in its own memory meanwhile.
 */

/** What a cart needs of one inventory item, and how many units of it are still unreserved where the cart's sales channel sells from. */
export type StockNeed = { inventory_item_id: string; needed: number; available: number }

/**
 * The gate's answer when it lets a checkout through: admitted now (counted until released), held
 * already (the same checkout again), or not gated at all (nothing counted to wait for: a cart
 * already ordered, gone, or without counted stock).
 */
export type Admission = "admitted" | "held" | "ungated"
/**
 * The store's own answer: also "claimed" (the units left are all being bought by checkouts in
 * progress), or "stale" (a checkout of one of the items ended after `readAt`).
 */
export type StoreAdmission = "admitted" | "held" | "claimed" | "stale"

/** What a shopper is told when the units left are all being bought by checkouts in progress. */
export type ClaimedAnswer = "out-of-stock" | "busy"

export type GateOptions = {
  /** Checkouts counted beyond the units available (0: exactly as many as there are units). */
  margin: number
  ttlMs: number
  /**
   * Admit whatever is in progress (only "out of stock" refuses): a completion whose payment the
   * shopper has already approved (bKash) waits for its turn rather than being sent back.
   */
  force: boolean
  claimed: ClaimedAnswer
}

/**
 * Units counted beyond those available. 0: every admitted checkout can have its unit, so nobody
 * waits on the stock lock only to hear "out of stock", and a unit whose checkout fails is offered
 * again to the next one who tries.
 */
export const ADMISSION_MARGIN = 0
/**
 * The units left all being bought by checkouts in progress: "out of stock", at once, as when
 * none are left ("busy" would ask every other shopper to press again while those checkouts run).
 */
export const WHEN_CLAIMED: ClaimedAnswer = "out-of-stock"
/** How long an admission lasts when its checkout never ends (a crashed process): twice the stock lock's wait. */
export const ADMISSION_TTL_MS = 60_000
/** Stock reads made again at most this often before the shopper is told to try again. */
const READS = 3

export interface GateStore {
  /** Whether `owner` is admitted already (its time limit starts again). */
  renew(owner: string, ttlMs: number): Promise<boolean>
  /** `readAt`: when the stock read of `needs` began (this process's clock, ms). */
  admit(owner: string, needs: StockNeed[], options: GateOptions, readAt: number): Promise<StoreAdmission>
  /** The checkout ended: its places are free, and reads begun before now are stale for its items. */
  release(owner: string): Promise<void>
}

/** The units a cart lacks: the first inventory item it needs more of than is available, or null. */
export const shortOf = (needs: StockNeed[]): StockNeed | null => needs.find((need) => need.available < need.needed) ?? null

const outOfStock = () => new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.outOfStock, MedusaError.Codes.INSUFFICIENT_INVENTORY)
const busy = () => new MedusaError(MedusaError.Types.CONFLICT, messages.busy)

/**
 * Admits the checkout of cart `owner`, whose needs `read` reads (again when a read was stale;
 * null: the cart is not to be gated), or throws the shop's "out of stock" (400), or "busy" (409)
 * when WHEN_CLAIMED says so or the stock stayed in doubt.
 * Needs of items without counted stock are left out by `read`.
 */
export async function admitCheckout(
  store: GateStore,
  owner: string,
  read: () => Promise<StockNeed[] | null>,
  options: Partial<GateOptions> = {},
  now: () => number = Date.now
): Promise<Admission> {
  // The same checkout again (its completion, a retry): no read.
  if (await store.renew(owner, ADMISSION_TTL_MS)) return "held"
  for (let attempt = 0; attempt < READS; attempt++) {
    const readAt = now()
    const needs = mergeNeeds((await read()) ?? [])
    if (!needs.length) return "ungated"
    if (shortOf(needs)) throw outOfStock()
    const settled = { margin: ADMISSION_MARGIN, ttlMs: ADMISSION_TTL_MS, force: false, claimed: WHEN_CLAIMED, ...options }
    const admission = await store.admit(owner, needs, settled, readAt)
    if (admission === "claimed") throw settled.claimed === "busy" ? busy() : outOfStock()
    if (admission !== "stale") return admission
    // Read again once the clock has moved past the release (a read in its millisecond stays in doubt).
    await sleep(2)
  }
  throw busy()
}

/** One need per inventory item (two lines of one item, or two variants sharing one, add up). */
export function mergeNeeds(needs: StockNeed[]): StockNeed[] {
  const byItem = new Map<string, StockNeed>()
  for (const need of needs) {
    const seen = byItem.get(need.inventory_item_id)
    if (seen) seen.needed += need.needed
    else byItem.set(need.inventory_item_id, { ...need })
  }
  return [...byItem.values()]
}

/** This process's count (npm start's one server; the insurance when Redis fails). */
export class MemoryGateStore implements GateStore {
  private readonly holds = new Map<string, { needs: Map<string, number>; expiresAt: number }>()
  /** When a checkout of each item last ended. */
  private readonly released = new Map<string, number>()

  constructor(private readonly now: () => number = Date.now) {}

  async admit(owner: string, needs: StockNeed[], { margin, ttlMs, force }: GateOptions, readAt: number): Promise<StoreAdmission> {
    const now = this.now()
    for (const [key, hold] of this.holds) if (hold.expiresAt <= now) this.holds.delete(key)
    const mine = this.holds.get(owner)
    if (mine) {
      mine.expiresAt = now + ttlMs
      return "held"
    }
    if (needs.some((need) => (this.released.get(need.inventory_item_id) ?? -Infinity) >= readAt)) return "stale"
    if (!force) {
      for (const need of needs) {
        let inProgress = 0
        for (const hold of this.holds.values()) inProgress += hold.needs.get(need.inventory_item_id) ?? 0
        if (inProgress + need.needed > need.available + margin) return "claimed"
      }
    }
    this.holds.set(owner, { needs: new Map(needs.map((need) => [need.inventory_item_id, need.needed])), expiresAt: now + ttlMs })
    return "admitted"
  }

  async renew(owner: string, ttlMs: number): Promise<boolean> {
    const hold = this.holds.get(owner)
    if (!hold || hold.expiresAt <= this.now()) return false
    hold.expiresAt = this.now() + ttlMs
    return true
  }

  async release(owner: string): Promise<void> {
    const hold = this.holds.get(owner)
    if (!hold) return
    this.holds.delete(owner)
    const now = this.now()
    for (const item of hold.needs.keys()) this.released.set(item, now)
  }

  /** Checkouts counted now (tests). */
  get size(): number {
    return this.holds.size
  }
}

/**
 * One admission, atomically. KEYS: the owner's record, then per item its sorted set (owner →
 * expiry), its hash (owner → units) and when a checkout of it last ended. ARGV: now, expiry, ttl
 * (ms), owner, margin, force (1/0), the owner's item ids (JSON), when the stock read began, then
 * per item: needed, available.
 */
const ADMIT = `
local now, expiry, ttl = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local owner, margin, force, readAt = ARGV[4], tonumber(ARGV[5]), ARGV[6] == '1', tonumber(ARGV[8])
local items = (#KEYS - 1) / 3
if redis.call('EXISTS', KEYS[1]) == 1 then
  for i = 1, items do
    if redis.call('ZSCORE', KEYS[3 * i - 1], owner) then redis.call('ZADD', KEYS[3 * i - 1], expiry, owner) end
    redis.call('PEXPIRE', KEYS[3 * i - 1], ttl)
    redis.call('PEXPIRE', KEYS[3 * i], ttl)
  end
  redis.call('PEXPIRE', KEYS[1], ttl)
  return 'held'
end
for i = 1, items do
  local released = redis.call('GET', KEYS[3 * i + 1])
  if released and tonumber(released) >= readAt then return 'stale' end
end
for i = 1, items do
  local set, units = KEYS[3 * i - 1], KEYS[3 * i]
  local gone = redis.call('ZRANGEBYSCORE', set, '-inf', now)
  if #gone > 0 then
    redis.call('ZREM', set, unpack(gone))
    redis.call('HDEL', units, unpack(gone))
  end
  if not force then
    local inProgress = 0
    for _, held in ipairs(redis.call('HVALS', units)) do inProgress = inProgress + tonumber(held) end
    if inProgress + tonumber(ARGV[7 + 2 * i]) > tonumber(ARGV[8 + 2 * i]) + margin then return 'claimed' end
  end
end
for i = 1, items do
  redis.call('ZADD', KEYS[3 * i - 1], expiry, owner)
  redis.call('HSET', KEYS[3 * i], owner, ARGV[7 + 2 * i])
  redis.call('PEXPIRE', KEYS[3 * i - 1], ttl)
  redis.call('PEXPIRE', KEYS[3 * i], ttl)
end
redis.call('SET', KEYS[1], ARGV[7], 'PX', ttl)
return 'admitted'
`

/**
 * KEYS: the owner's record. ARGV: owner, the keys' prefix, now, ttl (ms). Forgets the owner in
 * every item it holds, and notes when (reads begun before are stale).
 */
const RELEASE = `
local record = redis.call('GET', KEYS[1])
if not record then return 0 end
for _, item in ipairs(cjson.decode(record)) do
  redis.call('ZREM', ARGV[2] .. ':item:' .. item, ARGV[1])
  redis.call('HDEL', ARGV[2] .. ':units:' .. item, ARGV[1])
  redis.call('SET', ARGV[2] .. ':released:' .. item, ARGV[3], 'PX', ARGV[4])
end
redis.call('DEL', KEYS[1])
return 1
`

/** KEYS: the owner's record. ARGV: ttl (ms), the keys' prefix, owner, expiry. 1 when the owner is admitted (its time limit renewed). */
const RENEW = `
local record = redis.call('GET', KEYS[1])
if not record then return 0 end
for _, item in ipairs(cjson.decode(record)) do
  if redis.call('ZSCORE', ARGV[2] .. ':item:' .. item, ARGV[3]) then redis.call('ZADD', ARGV[2] .. ':item:' .. item, ARGV[4], ARGV[3]) end
  redis.call('PEXPIRE', ARGV[2] .. ':item:' .. item, ARGV[1])
  redis.call('PEXPIRE', ARGV[2] .. ':units:' .. item, ARGV[1])
end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1
`

type GateRedis = Redis & {
  checkoutGateAdmit(...args: (string | number)[]): Promise<StoreAdmission>
  checkoutGateRelease(...args: (string | number)[]): Promise<number>
  checkoutGateRenew(...args: (string | number)[]): Promise<number>
}

/** The count shared through Redis by every server of the shop (the same prefix on each). */
export class RedisGateStore implements GateStore {
  private readonly client: GateRedis

  constructor(
    redisUrl: string,
    private readonly prefix: string,
    private readonly now: () => number = Date.now
  ) {
    const client = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectionName: "chaka-checkout-gate", lazyConnect: true })
    // Errors reach the callers (who fall back to memory); ioredis must not also throw them.
    client.on("error", () => {})
    client.defineCommand("checkoutGateAdmit", { lua: ADMIT })
    client.defineCommand("checkoutGateRelease", { lua: RELEASE, numberOfKeys: 1 })
    client.defineCommand("checkoutGateRenew", { lua: RENEW, numberOfKeys: 1 })
    this.client = client as GateRedis
  }

  async admit(owner: string, needs: StockNeed[], { margin, ttlMs, force }: GateOptions, readAt: number): Promise<StoreAdmission> {
    const now = this.now()
    const keys = [`${this.prefix}:owner:${owner}`]
    for (const { inventory_item_id: item } of needs) keys.push(`${this.prefix}:item:${item}`, `${this.prefix}:units:${item}`, `${this.prefix}:released:${item}`)
    const args = [now, now + ttlMs, ttlMs, owner, margin, force ? 1 : 0, JSON.stringify(needs.map((need) => need.inventory_item_id)), readAt]
    for (const need of needs) args.push(need.needed, need.available)
    return this.client.checkoutGateAdmit(keys.length, ...keys, ...args)
  }

  async renew(owner: string, ttlMs: number): Promise<boolean> {
    return (await this.client.checkoutGateRenew(`${this.prefix}:owner:${owner}`, ttlMs, this.prefix, owner, this.now() + ttlMs)) === 1
  }

  async release(owner: string): Promise<void> {
    await this.client.checkoutGateRelease(`${this.prefix}:owner:${owner}`, owner, this.prefix, this.now(), ADMISSION_TTL_MS)
  }

  close(): void {
    this.client.disconnect()
  }
}

export const CHECKOUT_GATE_PREFIX = "chaka:checkout-gate"

/**
 * Redis first, this process's memory while Redis fails: a release goes to both (an owner is in
 * one of them), so an admission made in memory during an outage is not kept past its checkout.
 */
export class SharedGateStore implements GateStore {
  private warned = false

  constructor(
    private readonly redis: GateStore,
    private readonly memory: GateStore,
    private readonly warn: (message: string) => void = console.warn
  ) {}

  async admit(owner: string, needs: StockNeed[], options: GateOptions, readAt: number): Promise<StoreAdmission> {
    try {
      return await this.redis.admit(owner, needs, options, readAt)
    } catch (error) {
      if (!this.warned) this.warn(`checkout gate: Redis failed (${error instanceof Error ? error.message : error}); counting in this process meanwhile`)
      this.warned = true
      return this.memory.admit(owner, needs, options, readAt)
    }
  }

  async renew(owner: string, ttlMs: number): Promise<boolean> {
    const [inRedis, inMemory] = await Promise.all([this.redis.renew(owner, ttlMs).catch(() => false), this.memory.renew(owner, ttlMs)])
    return inRedis || inMemory
  }

  async release(owner: string): Promise<void> {
    await Promise.all([this.redis.release(owner).catch(() => undefined), this.memory.release(owner)])
  }
}

let shared: GateStore | undefined

/**
 * This server's gate: shared through Redis when REDIS_URL is set. Under test (NODE_ENV=test)
 * each process counts under its own prefix, so suites sharing a Redis server do not meet.
 */
export function checkoutGate(): GateStore {
  if (!shared) {
    const { redisUrl, nodeEnv } = parseEnv(process.env, { requireDatabase: false })
    const prefix = nodeEnv === "test" ? `${CHECKOUT_GATE_PREFIX}:test-${randomUUID()}` : CHECKOUT_GATE_PREFIX
    shared = redisUrl ? new SharedGateStore(new RedisGateStore(redisUrl, prefix), new MemoryGateStore()) : new MemoryGateStore()
  }
  return shared
}
