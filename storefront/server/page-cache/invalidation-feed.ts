import Redis from "ioredis"
import { INVALIDATION_CHANNEL, INVALIDATION_STREAM_PATH, readInvalidation } from "@chaka/rules"
import type { PageStore } from "./page-store"

const RECONNECT_MS = 1_000
/** The backend says something at least every 15 s: a stream silent this long is dead (a half-open connection). */
const SILENCE_MS = 35_000
/** A backend without a catalogue cache (CATALOGUE_CACHE_MB=0) has no stream: asked again this much later. */
const ABSENT_RETRY_MS = 30_000

export type Feed = { close: () => void }

/**
 * The page cache hears what changed from the same announcements the backend's catalogue cache
 * makes — an admin's edit, an order that sold a product out, a worker's event — and keeps
 * pages only while it hears them (a page it could not hear about is never kept):
 * - with Redis (`REDIS_URL`), on the backend's invalidation channel, like every backend server;
 * - without, on the backend's invalidation stream (server-sent events over HTTP).
 */
export function followInvalidations(store: PageStore, source: { redisUrl?: string; backendUrl: string }): Feed {
  return source.redisUrl ? followRedis(store, source.redisUrl) : followStream(store, source.backendUrl)
}

function followRedis(store: PageStore, redisUrl: string): Feed {
  const subscriber = new Redis(redisUrl)
  subscriber.on("error", (error: Error) => console.error(`page cache: Redis ${error.message}`))
  subscriber.on("ready", () => {
    subscriber.subscribe(INVALIDATION_CHANNEL).then(
      () => store.setActive(true),
      () => store.setActive(false)
    )
  })
  for (const lost of ["close", "reconnecting", "end"]) subscriber.on(lost, () => store.setActive(false))
  subscriber.on("message", (_channel: string, message: string) => store.forget(readInvalidation(message).forgot))
  return { close: () => subscriber.disconnect() }
}

function followStream(store: PageStore, backendUrl: string): Feed {
  let closed = false
  let current: AbortController | undefined
  let saidAbsent = false
  const follow = async () => {
    while (!closed) {
      current = new AbortController()
      let wait = RECONNECT_MS
      try {
        const response = await fetch(`${backendUrl}${INVALIDATION_STREAM_PATH}`, { signal: current.signal, headers: { accept: "text/event-stream" } })
        if (response.status === 404) {
          if (!saidAbsent) console.log("page cache: off — the backend announces no changes (its catalogue cache is off)")
          saidAbsent = true
          wait = ABSENT_RETRY_MS
        } else if (response.ok && response.body) {
          await readEvents(response.body, store, current)
        }
      } catch {
        // The backend is starting or gone: pages are rendered for each visitor until it is back.
      }
      store.setActive(false)
      if (!closed) await new Promise((resolve) => setTimeout(resolve, wait).unref())
    }
  }
  void follow()
  return {
    close: () => {
      closed = true
      current?.abort()
    },
  }
}

/**
 * Reads server-sent events until the stream ends or falls silent: the first bytes open the
 * cache, each `data:` line forgets.
 */
async function readEvents(body: ReadableStream<Uint8Array>, store: PageStore, connection: AbortController) {
  const decoder = new TextDecoder()
  let buffered = ""
  let silence = setTimeout(() => connection.abort(), SILENCE_MS)
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    clearTimeout(silence)
    silence = setTimeout(() => connection.abort(), SILENCE_MS)
    if (!store.active) store.setActive(true)
    buffered += decoder.decode(chunk, { stream: true })
    const events = buffered.split("\n\n")
    buffered = events.pop() ?? ""
    for (const event of events) {
      for (const line of event.split("\n")) if (line.startsWith("data: ")) store.forget(readInvalidation(line.slice(6)).forgot)
    }
  }
  clearTimeout(silence)
}
