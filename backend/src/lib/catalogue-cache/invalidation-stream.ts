import type { IncomingMessage, ServerResponse } from "node:http"
import { randomUUID } from "node:crypto"
import type { InvalidationMessage } from "@chaka/rules"
import type { ResponseCache } from "./response-cache"

/** Where a storefront server listens for what changed (never forwarded by the storefront's proxy). */
export const INVALIDATION_STREAM_PATH = "/internal/cache-invalidations"

/** Storefront servers are few; a cap keeps strangers from holding sockets open by the thousand. */
const MAX_LISTENERS = 64
/** A comment line now and then keeps proxies and idle timers from closing a quiet stream. */
const HEARTBEAT_MS = 15_000

export type InvalidationStream = {
  /** Answers GET INVALIDATION_STREAM_PATH; false for any other request. */
  handle: (req: IncomingMessage, res: ServerResponse) => boolean
  /** Ends every open stream (the server is stopping: its listeners reconnect elsewhere). */
  end: () => void
}

/**
 * What this server's catalogue cache forgets — by its own writes and events, or announced by
 * another instance over Redis — as a stream of server-sent events, one JSON
 * InvalidationMessage per event. The storefront's page cache follows it when it has no Redis of
 * its own (`npm start`), so a page shows an admin's edit as soon as the API answer does. The
 * tags are public (product ids, content kinds); nothing else is sent.
 */
export function invalidationStream(cache: ResponseCache): InvalidationStream {
  const sender = randomUUID()
  const listeners = new Set<ServerResponse>()
  cache.onForget((forgot) => {
    const event = `data: ${JSON.stringify({ sender, forgot } satisfies InvalidationMessage)}\n\n`
    for (const res of listeners) res.write(event)
  })
  const heartbeat = setInterval(() => listeners.forEach((res) => res.write(": still here\n\n")), HEARTBEAT_MS)
  heartbeat.unref()

  return {
    handle(req, res) {
      if ((req.url ?? "").split("?")[0] !== INVALIDATION_STREAM_PATH) return false
      if (req.method !== "GET") {
        res.writeHead(405, { Allow: "GET", "Content-Type": "application/json" }).end(JSON.stringify({ message: "Only GET is allowed here." }))
        return true
      }
      if (listeners.size >= MAX_LISTENERS) {
        res.writeHead(503, { "Retry-After": "5", "Content-Type": "application/json" }).end(JSON.stringify({ message: "Too many listeners." }))
        return true
      }
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store", Connection: "keep-alive", "X-Accel-Buffering": "no" })
      // The listener learns the stream is live before any change: its cache may start storing.
      res.write(": ready\n\n")
      listeners.add(res)
      res.on("close", () => listeners.delete(res))
      return true
    },
    end() {
      clearInterval(heartbeat)
      for (const res of listeners) res.end()
      listeners.clear()
    },
  }
}
