import { createHash } from "node:crypto"
import { gzipSync } from "node:zlib"
import type { Invalidation } from "@chaka/rules"

/** A stored answer: the body Medusa sent, the headers worth replaying, and its validator. */
export type CachedResponse = {
  body: Buffer
  headers: Record<string, string>
  /** What the answer shows (its Cache-Tag, declared by its route): forgetting a tag forgets every answer carrying it. */
  tags: string[]
  etag: string
  storedAt: number
  /** Compressed once, on the first request that accepts gzip. */
  gzip?: Buffer
  /** What the entry holds in memory: body, key, headers, tags and bookkeeping (see costOf). */
  cost?: number
}

/** Below this, gzip saves less than its own header costs. */
const GZIP_MIN_BYTES = 1024

/** What an invalidation forgets: answers carrying any of these tags, or everything (shared with the storefront). */
export type { Invalidation }

/** How many recent invalidations a fill in flight is checked against; an older fill is not stored. */
const LOG_SIZE = 512

/**
 * What an entry costs beyond its body: the map entries, the object, the ETag. A tiny answer
 * (`[]`) under a long random address must still count, or the cache could fill the heap.
 */
const ENTRY_OVERHEAD_BYTES = 512

const costOf = (key: string, entry: Pick<CachedResponse, "body" | "headers" | "tags" | "gzip">) =>
  entry.body.length +
  (entry.gzip?.length ?? 0) +
  2 * key.length +
  Object.entries(entry.headers).reduce((sum, [name, value]) => sum + 2 * (name.length + value.length), 0) +
  entry.tags.reduce((sum, tag) => sum + 2 * tag.length + 64, 0) +
  ENTRY_OVERHEAD_BYTES

/**
 * Public catalogue answers in memory, least recently used first out once `maxBytes` is full.
 * A write forgets the answers that show what it changed (`invalidate(tags)`), or all of them
 * (`invalidate("all")`). A fill that began before an invalidation touching its tags is not
 * stored: it may have read the data as it was before the write committed.
 */
export class ResponseCache {
  private entries = new Map<string, CachedResponse>()
  private byTag = new Map<string, Set<string>>()
  private pending = new Map<string, Promise<CachedResponse | undefined>>()
  private bytes = 0
  /** Invalidations so far; the most recent LOG_SIZE are kept, with what they forgot. */
  private sequence = 0
  private log: { sequence: number; forgot: Invalidation }[] = []
  private readonly listeners: ((forgot: Invalidation) => void)[] = []
  private readonly forgetListeners: ((forgot: Invalidation) => void)[] = []

  /** False while answers cannot be trusted (e.g. the link to the other instances is down). */
  private activeFlag = true

  /**
   * @param maxBytes memory for stored bodies
   * @param maxAgeMs a safety net for changes made behind the server's back (SQL by hand,
   *   `medusa exec`): no answer is older than this
   */
  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs = 5 * 60_000
  ) {}

  get active(): boolean {
    return this.activeFlag
  }

  /** Stops (and empties) or resumes the cache; while stopped every request goes to Medusa. */
  setActive(active: boolean): void {
    if (!active) this.forget("all")
    this.activeFlag = active
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes }
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key)
    if (entry && Date.now() - entry.storedAt > this.maxAgeMs) {
      this.drop(key, entry)
      return undefined
    }
    if (entry) {
      // Most recently used goes last: eviction takes from the front.
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  /** The answer a request for `key` already in flight will give (requests share one fill). */
  inFlight(key: string): Promise<CachedResponse | undefined> | undefined {
    return this.pending.get(key)
  }

  /**
   * Marks `key` as being filled. `finish` stores the response unless an invalidation since the
   * fill began touched its tags, and hands it to the requests that waited for it.
   */
  beginFill(key: string): { finish: (response: Omit<CachedResponse, "etag" | "storedAt"> | undefined) => void } {
    const began = this.sequence
    let settle!: (value: CachedResponse | undefined) => void
    this.pending.set(key, new Promise((resolve) => (settle = resolve)))
    let done = false
    return {
      finish: (response) => {
        if (done) return
        done = true
        this.pending.delete(key)
        if (!response || costOf(key, response) > this.maxBytes || this.forgotSince(began, response.tags)) return settle(undefined)
        const entry: CachedResponse = { ...response, storedAt: Date.now(), etag: `"${createHash("sha1").update(response.body).digest("base64url")}"` }
        this.store(key, entry)
        settle(entry)
      },
    }
  }

  gzipped(entry: CachedResponse): Buffer | undefined {
    if (entry.body.length < GZIP_MIN_BYTES) return undefined
    if (!entry.gzip) {
      entry.gzip = gzipSync(entry.body)
      entry.cost = (entry.cost ?? 0) + entry.gzip.length
      this.bytes += entry.gzip.length
    }
    return entry.gzip
  }

  /** Something changed: forget the answers carrying these tags (or all), and tell the listeners. */
  invalidate(forgot: Invalidation = "all"): void {
    if (Array.isArray(forgot) && !forgot.length) return
    this.forget(forgot)
    for (const listener of this.listeners) listener(forgot)
  }

  /** Called after every invalidation made here (used to tell other server instances). */
  onInvalidate(listener: (forgot: Invalidation) => void): void {
    this.listeners.push(listener)
  }

  /** Called after everything this cache forgets, here or announced by another instance (the storefronts' stream). */
  onForget(listener: (forgot: Invalidation) => void): void {
    this.forgetListeners.push(listener)
  }

  /** An invalidation another instance announced: forget without announcing it again. */
  invalidateFromPeer(forgot: Invalidation = "all"): void {
    this.forget(forgot)
  }

  private forget(forgot: Invalidation) {
    this.sequence++
    this.log.push({ sequence: this.sequence, forgot })
    if (this.log.length > LOG_SIZE) this.log.shift()
    if (forgot === "all") {
      this.entries.clear()
      this.byTag.clear()
      this.bytes = 0
    } else {
      for (const tag of forgot) {
        for (const key of [...(this.byTag.get(tag) ?? [])]) {
          const entry = this.entries.get(key)
          if (entry) this.drop(key, entry)
        }
      }
    }
    for (const listener of this.forgetListeners) listener(forgot)
  }

  /** Whether an invalidation after `began` forgot everything or one of these tags. */
  private forgotSince(began: number, tags: string[]) {
    if (began === this.sequence) return false
    const oldest = this.log[0]?.sequence ?? Infinity
    if (oldest > began + 1) return true // the log no longer reaches back to when the fill began
    return this.log.some(({ sequence, forgot }) => sequence > began && (forgot === "all" || forgot.some((tag) => tags.includes(tag))))
  }

  private store(key: string, entry: CachedResponse) {
    const previous = this.entries.get(key)
    if (previous) this.drop(key, previous)
    entry.cost = costOf(key, entry)
    this.entries.set(key, entry)
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag) ?? new Set<string>()
      keys.add(key)
      this.byTag.set(tag, keys)
    }
    this.bytes += entry.cost
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.drop(oldest, old)
    }
  }

  private drop(key: string, entry: CachedResponse) {
    this.entries.delete(key)
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag)
      keys?.delete(key)
      if (keys && !keys.size) this.byTag.delete(tag)
    }
    this.bytes -= entry.cost ?? entry.body.length
  }
}
