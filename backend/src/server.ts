import http, { type IncomingMessage, type RequestListener, type ServerResponse } from "node:http"
import express from "express"
import { ContainerRegistrationKeys, GracefulShutdownServer, loadEnv } from "@medusajs/framework/utils"
import loaders from "@medusajs/medusa/loaders/index"
import * as medusaStart from "@medusajs/medusa/commands/start"
import { ensureCatalogueIndex } from "./workflows/catalogue/rules/ensure-index"
import { allIndexWritesDone } from "./workflows/catalogue/rules/index-writes"
import { shopEdge } from "./lib/catalogue-cache/install"
import { parseEnvOrExit } from "./lib/config/env"

/**
 * The shop's production server, started from the built app (`.medusa/server`) by
 * `node src/server.js`: what `medusa start` does for one process (instrumentation, Medusa loaded
 * into an Express app, /health, graceful shutdown on SIGTERM), with the shop's edge — security
 * headers and the catalogue cache (lib/catalogue-cache) — in front of Express. A worker serves
 * only /health and gets no cache. `medusa develop` serves development without the edge.
 */
/** How long a stopping server waits for the catalogue index writes under way (events live in memory without Redis). */
const SHUTDOWN_INDEX_WAIT_MS = 10_000

async function main() {
  const directory = process.cwd()
  // As `medusa start`: production unless told otherwise, settings from the app's .env files.
  process.env.NODE_ENV ||= "production"
  loadEnv(process.env.NODE_ENV, directory)
  const env = parseEnvOrExit(process.env, { requireDatabase: true })
  const port = Number(process.env.PORT ?? 9000)
  const host = process.env.HOST || undefined

  // instrumentation.ts stays Medusa's hook for OpenTelemetry, called as `medusa start` calls it.
  await medusaStart.registerInstrumentation(directory)
  const app = express()
  const medusa = await loaders({ directory, expressApp: app })
  app.get("/health", (_req, res) => void res.status(200).send("OK"))
  const logger = medusa.container.resolve(ContainerRegistrationKeys.LOGGER)

  // A server listens only once its catalogue can be listed (an upgraded shop's index is new).
  if (env.workerMode !== "worker") await ensureCatalogueIndex(medusa.container)
  const edge = env.workerMode === "worker" ? undefined : shopEdge(traced(app), { maxMb: env.catalogueCacheMb, redisUrl: env.redisUrl })
  const server = GracefulShutdownServer.create(
    http.createServer(edge?.listener ?? traced(app)).listen(port, host, () => logger.info(`Server is ready on port: ${port}`))
  )

  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    logger.info("Gracefully shutting down server")
    edge?.endStreams()
    server
      .shutdown()
      .then(async () => {
        edge?.close()
        await allIndexWritesDone(SHUTDOWN_INDEX_WAIT_MS)
        await medusa.shutdown()
        process.exit(0)
      })
      .catch((error: unknown) => {
        logger.error("Error received when shutting down the server.", error as Error)
        process.exit(1)
      })
  }
  process.on("SIGTERM", stop)
  process.on("SIGINT", stop)
}

/** Medusa's Express app, traced by OpenTelemetry when instrumentation.ts registered it (as start.js does). */
function traced(app: express.Express): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const trace = medusaStart.traceRequestHandler
    if (!trace) return app(req, res)
    const path = routePath(app, (req.url ?? "/").split("?")[0])
    void trace(
      () =>
        new Promise<void>((resolve) => {
          res.on("finish", resolve)
          res.on("close", resolve)
          app(req, res)
        }),
      req,
      res,
      path
    )
  }
}

type Layer = { name?: string; match?: (url: string) => boolean; route?: { path: string }; handle?: { stack?: Layer[] } }

/** The route pattern a URL reaches (`/store/products/:id`), so traces are grouped by route, not by id. */
function routePath(app: express.Express, url: string): string | undefined {
  const stack: Layer[] = [...((app as unknown as { _router?: { stack: Layer[] } })._router?.stack ?? [])]
  while (stack.length) {
    const layer = stack.pop()!
    if (layer.name === "bound dispatch" && layer.match?.(url)) return layer.route?.path
    if (layer.handle?.stack?.length) stack.push(...layer.handle.stack)
  }
  return undefined
}

main().catch((error: unknown) => {
  console.error("The backend could not start:", error)
  process.exit(1)
})
