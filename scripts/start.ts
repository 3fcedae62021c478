/**
 * `npm start` (production build) and `npm run dev` (hot reload): the whole shop on one
 * machine. Starts the database (embedded unless DATABASE_URL is set), builds what changed,
 * migrates, seeds on the first run, then serves the backend with its admin dashboard and
 * the storefront's rendering server, which forwards the backend's public API (one origin). Ctrl-C or SIGTERM stops everything it started.
 *
 * It supervises what it started: when the embedded PostgreSQL, the backend or the storefront
 * server stops, it stops the others (the database last) and exits 1 with one line saying
 * which and why. Should this process itself be killed (SIGKILL too), the watchdog
 * (scripts/lib/orphan-watchdog.mjs) stops its children, and it stops itself when one of its
 * ancestors (npm, tsx) is killed.
 */
import type { ChildProcess } from "node:child_process"
import { join } from "node:path"
import { ConfigError } from "../backend/src/lib/config/env"
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../backend/src/scripts/seed/catalogue"
import type { EmbeddedDb } from "./lib/embedded-db"
import { appDir, buildBackend, buildPlugins, buildStorefront, isSeeded, linkUploads, migrate, seed } from "./lib/medusa-tasks"
import { startService, startWatchdog, stopService, waitForHttp, watchAncestors } from "./lib/processes"
import { backendEnv, ensureDatabase, loadDotEnv, MEDUSA_BIN, readSettings, ROOT, serverProcessEnv, STOREFRONT_DIR, type Settings } from "./lib/shop-env"

const BACKEND_BOOT_TIMEOUT_MS = 180_000

type Running = { db?: EmbeddedDb; backend?: ChildProcess; storefront?: ChildProcess }
const running: Running = {}
let stopping = false
const watchdog = startWatchdog()

/** The one line said when something `npm start` started stops on its own. */
const supervisorLine = (what: string) => `npm start: ${what}; stopping Chaka.`

/** When a child stops while the shop runs: stop everything, exit 1, say which and why. */
function supervise(child: ChildProcess, label: string) {
  watchdog.group(child.pid, label)
  child.on("exit", (code, signal) => {
    watchdog.forget(child.pid)
    if (!stopping) void shutdown(supervisorLine(`${label} stopped (${signal ? `signal ${signal}` : `exit code ${code}`})`), 1)
  })
}

async function main() {
  const dev = process.argv.includes("--dev")
  loadDotEnv()
  const settings = readSettings(process.env, dev)
  const env = backendEnv(process.env, settings)
  const backendUrl = env.MEDUSA_BACKEND_URL!

  running.db = await ensureDatabase(env, settings)
  if (running.db) {
    const { pid } = running.db
    watchdog.process(pid, "the embedded PostgreSQL")
    void running.db.exited.then((how) => {
      watchdog.forget(pid)
      if (!stopping) void shutdown(supervisorLine(`the embedded PostgreSQL stopped (${how})`), 1)
    })
  }
  if (stopping) return

  await buildPlugins()
  if (!dev) {
    await buildBackend(env)
    if (!settings.backendOnly) await buildStorefront()
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

  // Production: the built app's own server (backend/src/server.ts: Medusa behind the shop's edge).
  const [command, args] = dev ? [MEDUSA_BIN, ["develop"]] : [process.execPath, ["src/server.js"]]
  running.backend = startService(command, args, { cwd: appDir(settings), env: serverProcessEnv(env, settings) })
  supervise(running.backend, "the backend")
  // Ready: it answers and reaches its database (backend/src/api/ready/route.ts).
  await waitForHttp(`http://localhost:${settings.backendPort}/ready`, running.backend, BACKEND_BOOT_TIMEOUT_MS)

  if (settings.backendOnly) {
    printBanner(settings, backendUrl)
    return
  }
  // The storefront's server (storefront/server/main.ts): pages rendered with their data, the
  // backend's public API forwarded on the same origin. Development: Vite from the sources.
  // The operator's environment without the backend's secrets: the storefront needs none of them
  // (its page cache hears the backend's changes on the backend's own stream, not on Redis).
  const {
    JWT_SECRET,
    COOKIE_SECRET,
    MFA_ENCRYPTION_KEY,
    DATABASE_URL,
    REDIS_URL,
    S3_SECRET_ACCESS_KEY,
    OIDC_CLIENT_SECRET,
    SMTP_URL,
    SMS_API_KEY,
    ...operatorEnv
  } = process.env
  const storefrontEnv: NodeJS.ProcessEnv = {
    ...operatorEnv,
    NODE_ENV: dev ? "development" : "production",
    PORT: String(settings.storefrontPort),
    MEDUSA_BACKEND_URL: `http://localhost:${settings.backendPort}`,
    MEDUSA_DASHBOARD_URL: `${backendUrl}/app`,
    STOREFRONT_IMAGE_ORIGINS: [env.S3_FILE_URL, env.STOREFRONT_IMAGE_ORIGINS].filter(Boolean).join(" "),
  }
  // Canonical URLs follow the address the shop is opened at, unless the operator names one.
  if (!process.env.STOREFRONT_URL) delete storefrontEnv.STOREFRONT_URL
  const [storefrontCommand, storefrontArgs] = dev
    ? [join(ROOT, "node_modules", ".bin", "tsx"), ["server/main.ts", "--dev"]]
    : [process.execPath, ["dist/server/main.js"]]
  running.storefront = startService(storefrontCommand, storefrontArgs, { cwd: STOREFRONT_DIR, env: storefrontEnv })
  supervise(running.storefront, "the storefront server")
  await waitForHttp(`http://localhost:${settings.storefrontPort}/health`, running.storefront, BACKEND_BOOT_TIMEOUT_MS)
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
  else if (running.db || running.backend) console.log("Stopping Chaka...")
  await Promise.all([stopService(running.storefront), stopService(running.backend)])
  await running.db?.stop().catch((error) => console.error(`could not stop PostgreSQL: ${error}`))
  watchdog.release()
  process.exit(code)
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => void shutdown(undefined, 0))
}
// A failure in this process itself stops the shop cleanly too.
process.on("uncaughtException", (error) => void shutdown(`npm start failed: ${error.stack ?? error}`, 1))
process.on("unhandledRejection", (error) => void shutdown(`npm start failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`, 1))
watchAncestors((pid) => void shutdown(supervisorLine(`its parent process ${pid} ended`), 1))

main().catch((error) => {
  // Configuration mistakes and failed steps are reported in one line, not a stack trace.
  const message = error instanceof ConfigError ? `Configuration error: ${error.message}` : `npm start failed: ${error instanceof Error ? error.message : error}`
  void shutdown(message, 1)
})
