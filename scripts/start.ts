/**
 * `npm start` (production build) and `npm run dev` (hot reload): the whole shop on one
 * machine. Starts the database (embedded unless DATABASE_URL is set), builds what changed,
 * migrates, seeds on the first run, then serves the backend with its admin dashboard and
 * the storefront. Ctrl-C or SIGTERM stops everything it started.
 */
import type { ChildProcess } from "node:child_process"
import type { Server } from "node:http"
import { join } from "node:path"
import { ConfigError } from "../backend/src/lib/config/env"
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../backend/src/scripts/seed/catalogue"
import type { EmbeddedDb } from "./lib/embedded-db"
import { appDir, buildBackend, buildPlugins, buildStorefront, isSeeded, linkUploads, migrate, seed } from "./lib/medusa-tasks"
import { startService, stopService, waitForHttp } from "./lib/processes"
import { backendEnv, ensureDatabase, loadDotEnv, MEDUSA_BIN, readSettings, ROOT, serverProcessEnv, STOREFRONT_DIR, type Settings } from "./lib/shop-env"
import { serveStatic } from "./lib/static-server"

const BACKEND_BOOT_TIMEOUT_MS = 180_000

type Running = { db?: EmbeddedDb; backend?: ChildProcess; storefront?: ChildProcess; staticServer?: Server }
const running: Running = {}
let stopping = false

async function main() {
  const dev = process.argv.includes("--dev")
  loadDotEnv()
  const settings = readSettings(process.env, dev)
  const env = backendEnv(process.env, settings)
  const backendUrl = env.MEDUSA_BACKEND_URL!

  running.db = await ensureDatabase(env, settings)
  if (stopping) return

  await buildPlugins()
  if (!dev) {
    await buildBackend(env)
    if (!settings.backendOnly) await buildStorefront(backendUrl)
  }
  linkUploads(settings, env.MEDUSA_UPLOAD_DIR!)
  await migrate(settings, env)
  if (await isSeeded(env.DATABASE_URL!)) {
    console.log("Demo data already present: not seeding again.")
  } else {
    console.log(`Seeding the demo shop (first run${settings.seedProducts === undefined ? "" : `, ${settings.seedProducts} products`})...`)
    const started = Date.now()
    await seed(settings, env)
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  if (stopping) return

  running.backend = startService(MEDUSA_BIN, [dev ? "develop" : "start"], { cwd: appDir(settings), env: serverProcessEnv(env, settings) })
  running.backend.on("exit", (code, signal) => {
    if (!stopping) void shutdown(`the backend stopped (${signal ?? `exit code ${code}`})`, 1)
  })
  await waitForHttp(`http://localhost:${settings.backendPort}/health`, running.backend, BACKEND_BOOT_TIMEOUT_MS)

  if (settings.backendOnly) {
    printBanner(settings, backendUrl)
    return
  }
  if (dev) {
    running.storefront = startService(
      join(ROOT, "node_modules", ".bin", "vite"),
      ["--port", String(settings.storefrontPort), "--strictPort"],
      { cwd: STOREFRONT_DIR, env: { ...process.env, VITE_MEDUSA_BACKEND_URL: backendUrl } }
    )
  } else {
    running.staticServer = await serveStatic(join(STOREFRONT_DIR, "dist"), settings.storefrontPort)
  }
  printBanner(settings, backendUrl)
}

function printBanner(settings: Settings, backendUrl: string) {
  const lines = [
    `Chaka is running${settings.dev ? " (development, hot reload)" : ""}:`,
    ...(settings.backendOnly ? [] : [`  Storefront       http://localhost:${settings.storefrontPort}`]),
    `  Backend API      ${backendUrl}`,
    `  Admin dashboard  ${backendUrl}/app   ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
    `  Demo customer    ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
    "Press Ctrl-C to stop.",
  ]
  console.log(`\n${lines.join("\n")}\n`)
}

async function shutdown(reason: string | undefined, code: number) {
  if (stopping) return
  stopping = true
  if (reason) console.error(reason)
  if (running.db || running.backend) console.log("Stopping Chaka...")
  running.staticServer?.close()
  await Promise.all([stopService(running.storefront), stopService(running.backend)])
  await running.db?.stop().catch((error) => console.error(`could not stop PostgreSQL: ${error}`))
  process.exit(code)
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => void shutdown(undefined, 0))
}

main().catch((error) => {
  // Configuration mistakes and failed steps are reported in one line, not a stack trace.
  const message = error instanceof ConfigError ? `Configuration error: ${error.message}` : `npm start failed: ${error instanceof Error ? error.message : error}`
  void shutdown(message, 1)
})
