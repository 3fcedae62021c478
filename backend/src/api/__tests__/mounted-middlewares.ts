import { createRequire } from "node:module"
import express from "express"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewaresConfig, MiddlewareRoute } from "@medusajs/framework/http"

/*
 * The route middlewares Medusa mounts for one request, in the order it runs them: every
 * middlewares config Medusa loads (its core's, the plugins', the shop's), one entry per
 * middleware as its MiddlewareFileLoader makes them, sorted by its RoutesSorter and registered
 * on an Express router the way its ApiLoader does (`use` without a method, else one handler per
 * method). Only the sorter is Medusa's own code: the package does not export it.
 */

type Handler = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => unknown
type Entry = { handler: Handler; matcher: string | RegExp; methods?: string[] }

const requireHere = createRequire(__filename)
const { RoutesSorter } = requireHere(requireHere.resolve("@medusajs/framework/http").replace(/index\.js$/, "routes-sorter.js")) as {
  RoutesSorter: new (routes: Entry[]) => { sort(orderBy?: string[]): Entry[] }
}

/** The entries of one config, as MiddlewareFileLoader reads a `defineMiddlewares` result. */
function entriesOf(config: MiddlewaresConfig): Entry[] {
  return ((config.routes ?? []) as (MiddlewareRoute & { methods?: string[] })[]).flatMap((route) =>
    ((route.middlewares ?? []) as Handler[]).map((handler) => ({
      handler,
      matcher: route.matcher instanceof RegExp ? route.matcher : String(route.matcher),
      methods: route.methods ?? (route.method ? [route.method].flat() : undefined),
    }))
  )
}

export type Mounted = (method: string, path: string) => Promise<Handler[]>

/** The configs in Medusa's loading order (its core first); answers which middlewares a request meets. */
export function mountedMiddlewares(configs: MiddlewaresConfig[]): Mounted {
  const router = express.Router()
  const sorted = new RoutesSorter(configs.flatMap(entriesOf)).sort()
  for (const entry of sorted) {
    const meet: express.RequestHandler = (req, _res, next) => {
      ;(req as unknown as { met: Handler[] }).met.push(entry.handler)
      next()
    }
    if (!entry.methods) router.use(entry.matcher, meet)
    else for (const method of entry.methods) router[method.toLowerCase() as "get"](entry.matcher, meet)
  }
  return (method, path) =>
    new Promise((resolve, reject) => {
      const req = { method, url: path, originalUrl: path, headers: {}, met: [] as Handler[] }
      router(req as unknown as express.Request, {} as express.Response, (error?: unknown) => (error ? reject(error) : resolve(req.met)))
    })
}
