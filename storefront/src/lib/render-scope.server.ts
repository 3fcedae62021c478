import { AsyncLocalStorage } from "node:async_hooks"

/**
 * What a page's render read from the backend: the tags of every answer (the `Cache-Tag` each
 * public route declares with @chaka/kit cacheTags, which the backend's own cache reads too), and
 * whether any read had none (not a declared public read) or failed. A page is stored for
 * visitors only when every read was tagged and none failed: then the backend's invalidations
 * name everything the page shows.
 */
export type ReadLog = { tags: Set<string>; untagged: number; failed: number }

/**
 * One render's scope: the shopper's session cookie (as the backend names it), its read log, and
 * the page's language (its address: `/bn/...`), which every public store read asks for.
 */
export type RenderScope = { cookie?: string; reads: ReadLog; locale?: "en" | "bn" }

export const newReadLog = (): ReadLog => ({ tags: new Set(), untagged: 0, failed: 0 })

// The storefront's server (dist/server/main.js) and React Router's build (dist/server/index.js,
// or Vite's module graph in development) are separate bundles, each with its own copy of this
// file: one AsyncLocalStorage for both, kept on globalThis under a registered symbol.
const KEY = Symbol.for("chaka.storefront.render-scope")
const storage: AsyncLocalStorage<RenderScope> = ((globalThis as Record<symbol, unknown>)[KEY] ??=
  new AsyncLocalStorage<RenderScope>()) as AsyncLocalStorage<RenderScope>

/** Runs a render (every loader, every backend read) in `scope`. */
export const inRenderScope = <T>(scope: RenderScope, render: () => T): T => storage.run(scope, render)

/** The scope of the render under way, if any. */
export const currentRenderScope = (): RenderScope | undefined => storage.getStore()

/** Records a backend answer in the render's log: its tags (comma-separated), or that it had none or failed. */
export function recordRead(reads: ReadLog | undefined, outcome: { status: number; cacheTag: string | null } | "failed"): void {
  if (!reads) return
  if (outcome === "failed" || outcome.status >= 500) {
    reads.failed++
    return
  }
  const tags = (outcome.cacheTag ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean)
  if (!tags.length) reads.untagged++
  for (const tag of tags) reads.tags.add(tag)
}
