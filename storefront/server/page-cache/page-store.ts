import { LRUCache } from "lru-cache"
import type { Invalidation } from "@chaka/rules"

/** A page kept for visitors: its body in each encoding, its validator and what it shows. */
export type StoredPage = {
  status: 200
  /** What the render said of its answer (Content-Type). */
  headers: Record<string, string>
  /** The page's inline scripts, for its Content-Security-Policy (script-hashes.ts). */
  scriptHashes: string[]
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer }
  etag: string
  /** The backend's tags of everything the page read: forgetting one forgets the page. */
  tags: string[]
  storedAt: number
  /** Served as it is until then; set when kept (a page's freshness, give or take a tenth). */
  freshUntil?: number
  /** An invalidation touched it: rendered again before it is served, kept only in case that render fails. */
  invalid?: boolean
}

/** Anything else a render gave (a 404, a redirect, a page with an untagged read): sent, never kept. */
export type TransientPage = { status: number; headers: Record<string, string>; scriptHashes: string[]; body: Buffer }

/**
 * What rendering a page for visitors gave: a page to keep; an answer to send but not keep; or a
 * render during which the backend failed (its error state must never be kept, and the last good
 * page is served instead when there is one).
 */
export type RenderResult = { kind: "page"; page: StoredPage } | { kind: "other"; response: TransientPage } | { kind: "failed"; response: TransientPage }

export type Served = { result: RenderResult; state: "HIT" | "STALE" | "MISS" | "BYPASS" }

export type PageStoreOptions = {
  maxBytes: number
  /**
   * A kept page is served as it is about this long (give or take a tenth, so pages kept together
   * are not all rendered again together), then once more while it is rendered again.
   */
  freshMs: number
  log?: (line: string) => void
}

/** When a render began: the invalidations so far, the time, and whether changes were being heard. */
type Began = { sequence: number; at: number; active: boolean }

/** How many recent invalidations a render in flight is checked against; an older render is not kept. */
const LOG_SIZE = 512
/**
 * A render that began this soon after an invalidation of its tags is served but kept only as a
 * fallback: the storefront and the backend servers hear an invalidation separately (Redis), and
 * the render may have reached a server that had not forgotten its own cached answer yet.
 */
const SETTLE_MS = 250
const ENTRY_OVERHEAD_BYTES = 1024

/**
 * Rendered pages for visitors, least recently used out first once `maxBytes` is full
 * (lru-cache). One render per address at a time, however many visitors ask for it at once; a
 * page past its freshness is served while one render replaces it (stale-while-revalidate); a
 * page whose tags were forgotten is rendered again before it is served. A render that began
 * before an invalidation touching its tags is not kept: it may have read the data as it was.
 */
export class PageStore {
  private readonly pages: LRUCache<string, StoredPage>
  private readonly byTag = new Map<string, Set<string>>()
  private readonly rendering = new Map<string, { result: Promise<RenderResult>; began: Began }>()
  private sequence = 0
  private log: { sequence: number; at: number; forgot: Invalidation }[] = []
  private activeFlag = false
  readonly counts = { hits: 0, stale: 0, renders: 0, failures: 0 }

  constructor(private readonly options: PageStoreOptions) {
    this.pages = new LRUCache<string, StoredPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (page, key) =>
        page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length + 2 * key.length + 64 * page.tags.length + ENTRY_OVERHEAD_BYTES,
      dispose: (page, key) => this.untag(key, page),
    })
  }

  /** Whether pages may be kept: only while the backend's invalidations are being heard. */
  get active(): boolean {
    return this.activeFlag
  }

  /** Stops keeping pages (every kept one must be rendered again before it is served) or starts again. */
  setActive(active: boolean): void {
    if (!active) this.forget("all")
    this.activeFlag = active
  }

  get size() {
    return { pages: this.pages.size, bytes: this.pages.calculatedSize, maxBytes: this.options.maxBytes }
  }

  /** The page at `key`: kept, or rendered by `render` (once for all who ask at the same time). */
  async serve(key: string, render: () => Promise<RenderResult>): Promise<Served> {
    const kept = this.pages.get(key)
    if (kept && !kept.invalid && this.activeFlag) {
      if (Date.now() < (kept.freshUntil ?? kept.storedAt + this.options.freshMs)) {
        this.counts.hits++
        return { result: { kind: "page", page: kept }, state: "HIT" }
      }
      this.counts.stale++
      void this.render(key, render)
      return { result: { kind: "page", page: kept }, state: "STALE" }
    }
    const result = await this.render(key, render)
    if (result.kind === "failed" && kept) {
      this.counts.stale++
      return { result: { kind: "page", page: kept }, state: "STALE" }
    }
    return { result, state: this.activeFlag ? "MISS" : "BYPASS" }
  }

  /** Forgets the pages carrying any of these tags (or all): each is rendered again when next asked for. */
  forget(forgot: Invalidation): void {
    if (Array.isArray(forgot) && !forgot.length) return
    this.sequence++
    this.log.push({ sequence: this.sequence, at: Date.now(), forgot })
    if (this.log.length > LOG_SIZE) this.log.shift()
    const keys = forgot === "all" ? [...this.pages.keys()] : forgot.flatMap((tag) => [...(this.byTag.get(tag) ?? [])])
    for (const key of keys) {
      const page = this.pages.peek(key)
      if (page) page.invalid = true
    }
  }

  private render(key: string, render: () => Promise<RenderResult>): Promise<RenderResult> {
    // A render under way is shared, unless something changed since it began: a visitor arriving
    // after an edit never gets a page read before it.
    const under = this.rendering.get(key)
    if (under && under.began.sequence === this.sequence) return under.result
    const began: Began = { sequence: this.sequence, at: Date.now(), active: this.activeFlag }
    this.counts.renders++
    const rendered = render()
      .catch((error: unknown): RenderResult => {
        const message = error instanceof Error ? error.message : String(error)
        return {
          kind: "failed",
          response: { status: 500, headers: { "content-type": "text/plain; charset=utf-8" }, scriptHashes: [], body: Buffer.from(`${message}\n`) },
        }
      })
      .then((result) => {
        if (this.rendering.get(key)?.result === rendered) this.rendering.delete(key)
        this.keep(key, result, began)
        return result
      })
    this.rendering.set(key, { result: rendered, began })
    return rendered
  }

  private keep(key: string, result: RenderResult, began: Began) {
    if (result.kind === "failed") {
      this.counts.failures++
      if (this.pages.has(key)) this.options.log?.(`page cache: the backend failed while ${key} was rendered; its last good page is served`)
      return
    }
    // Not a page for everyone any more (a product withdrawn: 404): the kept one goes.
    if (result.kind === "other") return void this.pages.delete(key)
    // Begun while changes were not heard: it may show one it was never told of.
    if (!this.activeFlag || !began.active) return
    // Read while what it shows was changing: kept only as the fallback for a failing backend, and
    // rendered again for the next visitor.
    const unsettled = this.forgotSince(began.sequence, result.page.tags) || this.forgotNear(began.at, result.page.tags)
    const freshUntil = Date.now() + this.options.freshMs * (0.9 + 0.2 * Math.random())
    const page = { ...result.page, freshUntil, ...(unsettled && { invalid: true }) }
    this.pages.set(key, page)
    // Too large for the whole cache: lru-cache refuses it.
    if (!this.pages.has(key)) return
    for (const tag of page.tags) {
      const keys = this.byTag.get(tag) ?? new Set<string>()
      keys.add(key)
      this.byTag.set(tag, keys)
    }
  }

  private untag(key: string, page: StoredPage) {
    for (const tag of page.tags) {
      const keys = this.byTag.get(tag)
      keys?.delete(key)
      if (keys && !keys.size) this.byTag.delete(tag)
    }
  }

  /** Whether an invalidation shortly before `at` forgot everything or one of these tags (SETTLE_MS). */
  private forgotNear(at: number, tags: string[]) {
    for (let index = this.log.length - 1; index >= 0 && this.log[index].at > at - SETTLE_MS; index--) {
      const { forgot } = this.log[index]
      if (forgot === "all" || forgot.some((tag) => tags.includes(tag))) return true
    }
    return false
  }

  /** Whether an invalidation since `began` forgot everything or one of these tags. */
  private forgotSince(began: number, tags: string[]) {
    if (began === this.sequence) return false
    const oldest = this.log[0]?.sequence ?? Infinity
    if (oldest > began + 1) return true
    return this.log.some(({ sequence, forgot }) => sequence > began && (forgot === "all" || forgot.some((tag) => tags.includes(tag))))
  }
}
