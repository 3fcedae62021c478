/**
 * Reads a page's first screen waits on, started by src/boot.ts while the app's JavaScript is
 * still downloading. Each is handed once to the query that reads the same URL; a later read of
 * that URL, or one long after the page opened, fetches again.
 */
const started = new Map<string, { at: number; read: Promise<unknown> }>()

/** Older than this, an early read is not handed out (the data may have changed). */
const FRESH_MS = 30_000

export function startEarly<T>(url: string, read: () => Promise<T>): Promise<T> {
  const promise = read()
  started.set(url, { at: Date.now(), read: promise })
  return promise
}

export function takeEarly<T>(url: string): Promise<T> | undefined {
  const entry = started.get(url)
  if (!entry) return undefined
  started.delete(url)
  return Date.now() - entry.at < FRESH_MS ? (entry.read as Promise<T>) : undefined
}
