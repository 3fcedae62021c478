import http, { type RequestListener } from "node:http"
import { shopEdge, type CatalogueCacheOptions } from "../../../src/lib/catalogue-cache/install"

/**
 * The shop's edge (src/server.ts puts it in front of Medusa in production) around the server
 * Medusa's integration runner creates. The runner offers no way to wrap its server, so this
 * test-only helper wraps the next `http.createServer` call, which is the runner's.
 */
export function edgeAroundRunnerServer(options: CatalogueCacheOptions) {
  const createServer = http.createServer
  const edge = shopEdge(((req, res) => target(req, res)) as RequestListener, options)
  let target: RequestListener = () => undefined
  http.createServer = function (this: unknown, ...args: unknown[]) {
    http.createServer = createServer
    const index = args.findIndex((arg) => typeof arg === "function")
    if (index !== -1) {
      target = args[index] as RequestListener
      args[index] = edge.listener
    }
    return (createServer as (...a: unknown[]) => http.Server).apply(this, args)
  } as typeof http.createServer
  return edge
}
