import { createHash } from "node:crypto"
import { gzipSync } from "node:zlib"

/** A stored answer: the body Medusa sent, the headers worth replaying, and its validator. */
export type CachedResponse = {
  body: Buffer
  headers: Record<string, string>
  etag: string
  storedAt: number
  /** Compressed once, on the first request that accepts gzip. */
  gzip?: Buffer
}

/** Below this, gzip saves less than its own header costs. */
const GZIP_MIN_BYTES = 1024

/**
 * Public catalogue answers in memory, least recently used first out once `maxBytes` is full.
 * Every write that may change the catalogue calls `invalidate()`, which empties the cache and
 * starts a new generation: a fill that began before the write is not stored, because it may
 * have read the data as it was before the write committed.
 */
export class ResponseCache {
  private entries = new Map<string, CachedResponse>()
  private pending = new Map<string, Promise<CachedResponse | undefined>>()
  private bytes = 0
  private generationCounter = 0
  private readonly listeners: (() => void)[] = []

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
    if (!active) this.forget()
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
   * Marks `key` as being filled. `finish` stores the response when the generation is still
   * the one the fill began in, and hands it to the requests that waited for it.
   */
  beginFill(key: string): { finish: (response: Omit<CachedResponse, "etag" | "storedAt"> | undefined) => void } {
    const generation = this.generationCounter
    let settle!: (value: CachedResponse | undefined) => void
    this.pending.set(key, new Promise((resolve) => (settle = resolve)))
    let done = false
    return {
      finish: (response) => {
        if (done) return
        done = true
        this.pending.delete(key)
        if (!response || generation !== this.generationCounter || response.body.length > this.maxBytes) return settle(undefined)
        const entry: CachedResponse = { ...response, storedAt: Date.now(), etag: `"${createHash("sha1").update(response.body).digest("base64url")}"` }
        this.store(key, entry)
        settle(entry)
      },
    }
  }

  gzipped(entry: CachedResponse): Buffer | undefined {
    if (entry.body.length < GZIP_MIN_BYTES) return undefined
    entry.gzip ??= gzipSync(entry.body)
    return entry.gzip
  }

  /** Something may have changed: forget every answer. */
  invalidate(): void {
    this.forget()
    for (const listener of this.listeners) listener()
  }

  /** Called after every invalidation made here (used to tell other server instances). */
  onInvalidate(listener: () => void): void {
    this.listeners.push(listener)
  }

  /** An invalidation another instance announced: forget without announcing it again. */
  invalidateFromPeer(): void {
    this.forget()
  }

  private forget() {
    this.generationCounter++
    this.entries.clear()
    this.bytes = 0
  }

  private store(key: string, entry: CachedResponse) {
    const previous = this.entries.get(key)
    if (previous) this.drop(key, previous)
    this.entries.set(key, entry)
    this.bytes += entry.body.length
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.drop(oldest, old)
    }
  }

  private drop(key: string, entry: CachedResponse) {
    this.entries.delete(key)
    this.bytes -= entry.body.length
  }
}
