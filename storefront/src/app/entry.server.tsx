import { Writable } from "node:stream"
import { renderToPipeableStream } from "react-dom/server"
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router"
import { registerCatalogue } from "../i18n/messages"
import type { ShopLoadContext } from "../lib/load-context"
import { readStoreFrom } from "../lib/store.server"
import { bangla } from "../messages/bn"
import { hydrateAfterPaint } from "./hydrate-after-paint.server"
import { withoutStreamPadding } from "./stream-padding.server"
import { NonceContext } from "./root"

declare module "react-router" {
  // Every loader's `context` is the storefront server's (lib/load-context.ts).
  interface AppLoadContext extends ShopLoadContext {}
}

// The server renders both languages (a browser loads only its page's catalogue).
registerCatalogue("bn", bangla)

// Store reads during a render go to the backend (server/main.ts sets MEDUSA_BACKEND_URL).
readStoreFrom((process.env.MEDUSA_BACKEND_URL || "http://localhost:9000").replace(/\/+$/, ""))

/** A render that takes longer than this is cut short (its error boundaries are sent). */
export const streamTimeout = 10_000

/**
 * Renders the whole page before sending it (every page's data is read by its loader first, so
 * there is nothing to stream later): crawlers and share previews get complete HTML. The scripts
 * carry the response's CSP nonce and start after the first paint (hydrate-after-paint.server.ts).
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  const { nonce } = loadContext
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers })
  return new Promise<Response>((resolve, reject) => {
    let responseStatus = status
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = []
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(withoutStreamPadding(chunk))
              callback()
            },
            final(callback) {
              clearTimeout(timeout)
              headers.set("Content-Type", "text/html; charset=utf-8")
              // Rendered for this shopper (their session, this response's nonce): never stored by a shared cache.
              headers.set("Cache-Control", "private, no-cache")
              headers.append("Vary", "Cookie")
              const html = Buffer.concat(chunks).toString("utf8")
              resolve(new Response(process.env.NODE_ENV === "production" ? hydrateAfterPaint(html, nonce) : html, { headers, status: responseStatus }))
              callback()
            },
          })
          pipe(body)
        },
        onShellError: reject,
        onError(error) {
          responseStatus = 500
          console.error(error)
        },
      }
    )
    const timeout = setTimeout(abort, streamTimeout + 1000)
  })
}

/** A page's data for a navigation in the browser (`.data`): read with the shopper's session, so private too. */
export function handleDataRequest(response: Response) {
  response.headers.set("Cache-Control", "private, no-cache")
  response.headers.append("Vary", "Cookie")
  return response
}
