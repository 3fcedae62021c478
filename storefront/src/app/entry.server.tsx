import { createReadableStreamFromReadable } from "@react-router/node"
import { PassThrough } from "node:stream"
import { renderToPipeableStream } from "react-dom/server"
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router"
import { readStoreFrom } from "../lib/store.server"
import { NonceContext } from "./root"

/** The storefront's server (server/shop-server.ts) gives every render this context. */
export type ShopLoadContext = { nonce: string; origin: string; dashboardUrl: string }

// Store reads during a render go to the backend (server/main.ts sets MEDUSA_BACKEND_URL).
readStoreFrom((process.env.MEDUSA_BACKEND_URL || "http://localhost:9000").replace(/\/+$/, ""))

/** A render that takes longer than this is cut short (its error boundaries are sent). */
export const streamTimeout = 10_000

/**
 * Renders the whole page before sending it (every page's data is read by its loader first, so
 * there is nothing to stream later): crawlers and share previews get complete HTML. The scripts
 * carry the response's CSP nonce.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  const { nonce } = loadContext as unknown as ShopLoadContext
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
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout)
              callback()
            },
          })
          headers.set("Content-Type", "text/html; charset=utf-8")
          pipe(body)
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }))
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
