import type { IncomingMessage, ServerResponse } from "node:http"
import { randomUUID } from "node:crypto"
import { isIP } from "node:net"
import { INVALIDATION_STREAM_PATH, type InvalidationMessage } from "@chaka/rules"
import type { ResponseCache } from "./response-cache"

/** Storefront servers are few; a cap keeps a runaway client from holding sockets by the thousand. */
const MAX_LISTENERS = 64
/** A comment line now and then keeps proxies and idle timers from closing a quiet stream (the storefront gives up after 35 s of silence). */
const HEARTBEAT_MS = 15_000
/** A listener that stopped reading is dropped before its unsent events pile up in memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024

export type InvalidationStream = {
  /** Answers GET INVALIDATION_STREAM_PATH; false for any other request. */
  handle: (req: IncomingMessage, res: ServerResponse) => boolean
  /** Ends every open stream and takes no new listener (the server is stopping: its listeners reconnect elsewhere). */
  end: () => void
}

/**
 * What this server's catalogue cache forgets — by its own writes and events, or announced by
 * another instance over Redis — as a stream of server-sent events, one JSON
 * InvalidationMessage per event. The storefront's page cache follows it when it has no Redis of
 * its own (`npm start`), so a page shows an admin's edit as soon as the API answer does.
 *
 * What sells is in it (an order forgets the products it bought), so only the shop's own servers
 * may listen: a peer on this machine or a private network, never a request a proxy forwarded
 * from outside (X-Forwarded-For or Forwarded). Anyone else gets the 404 of an unknown address.
 */
export function invalidationStream(cache: ResponseCache): InvalidationStream {
  const sender = randomUUID()
  const listeners = new Set<ServerResponse>()
  let ended = false
  const send = (text: string) => {
    for (const res of listeners) {
      if (res.writableLength > MAX_BUFFERED_BYTES) res.destroy()
      else res.write(text)
    }
  }
  cache.onForget((forgot) => send(`data: ${JSON.stringify({ sender, forgot } satisfies InvalidationMessage)}\n\n`))
  const heartbeat = setInterval(() => send(": still here\n\n"), HEARTBEAT_MS)
  heartbeat.unref()

  return {
    handle(req, res) {
      if ((req.url ?? "").split("?")[0] !== INVALIDATION_STREAM_PATH) return false
      const json = (status: number, message: string, headers: Record<string, string> = {}) =>
        res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers }).end(JSON.stringify({ message }))
      if (!fromTheShopsOwnServers(req)) return (json(404, "Not found"), true)
      if (req.method !== "GET") return (json(405, "Only GET is allowed here.", { Allow: "GET" }), true)
      if (ended || listeners.size >= MAX_LISTENERS) return (json(503, "Too many listeners.", { "Retry-After": "5" }), true)
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store", Connection: "keep-alive", "X-Accel-Buffering": "no" })
      // The listener learns the stream is live before any change: its cache may start storing.
      res.write(": ready\n\n")
      listeners.add(res)
      res.on("close", () => listeners.delete(res))
      return true
    },
    end() {
      ended = true
      clearInterval(heartbeat)
      for (const res of listeners) res.end()
      listeners.clear()
    },
  }
}

/** A peer on this machine or a private network (RFC 1918, RFC 4193, link-local), not relaying anyone. */
function fromTheShopsOwnServers(req: IncomingMessage): boolean {
  if (req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined) return false
  const address = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "")
  if (isIP(address) === 4) {
    const [a, b] = address.split(".").map(Number)
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
  }
  return address === "::1" || /^f[cd][0-9a-f]{2}:/i.test(address) || /^fe[89ab][0-9a-f]:/i.test(address)
}
