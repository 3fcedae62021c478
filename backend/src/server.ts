import http, { type IncomingMessage, type RequestListener, type ServerResponse } from "node:http"
import express from "express"
import { ContainerRegistrationKeys, GracefulShutdownServer } from "@medusajs/framework/utils"
import loaders from "@medusajs/medusa/loaders/index"
import * as medusaStart from "@medusajs/medusa/commands/start"
import { shopEdge } from "./lib/catalogue-cache/install"
import { parseEnvOrExit } from "./lib/config/env"

/**
 * The shop's production server, started from the built app (`.medusa/server`) by
 * `node src/server.js`: what `medusa start` does for one process (instrumentation, Medusa loaded
 * into an Express app, /health, graceful shutdown on SIGTERM), with the shop's edge — security
 * headers and the catalogue cache (lib/catalogue-cache) — in front of Express. A worker serves
 * only /health and gets no cache. `medusa develop` serves development without the edge.
 */
async function main() {
  const env = parseEnvOrExit(process.env, { requireDatabase: true })
  const directory = process.cwd()
  const port = Number(process.env.PORT ?? 9000)
  const host = process.env.HOST || undefined

  // instrumentation.ts stays Medusa's hook for OpenTelemetry, called as `medusa start` calls it.
  await medusaStart.registerInstrumentation(directory)
  const app = express()
  const medusa = await loaders({ directory, expressApp: app })
  app.get("/health", (_req, res) => void res.status(200).send("OK"))
  const logger = medusa.container.resolve(ContainerRegistrationKeys.LOGGER)

  const edge = env.workerMode === "worker" ? undefined : shopEdge(traced(app), { maxMb: env.catalogueCacheMb, redisUrl: env.redisUrl })
  const server = GracefulShutdownServer.create(
    http.createServer(edge?.listener ?? traced(app)).listen(port, host, () => logger.info(`Server is ready on port: ${port}`))
  )

  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    logger.info("Gracefully shutting down server")
    server
      .shutdown()
      .then(async () => {
        edge?.close()
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

/** Medusa's Express app, traced by OpenTelemetry when instrumentation.ts registered it. */
function traced(app: express.Express): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const trace = medusaStart.traceRequestHandler
    if (!trace) return app(req, res)
    void trace(async () => void app(req, res), req, res, req.url?.split("?")[0] ?? "/")
  }
}

main().catch((error: unknown) => {
  console.error("The backend could not start:", error)
  process.exit(1)
})
