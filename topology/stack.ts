import { spawn, execFile, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Redis from "ioredis"
import pg from "pg"
import { parseDotEnv, readCompose, resolveEnvironment } from "../backend/src/lib/config/__tests__/compose-file"
import { buildBackend, buildStorefront } from "../scripts/lib/medusa-tasks"
import { ROOT, SERVER_DIR, STOREFRONT_DIR } from "../scripts/lib/shop-env"
import { freePort } from "../scripts/lib/embedded-db"

/**
 * docker-compose.yml's production layout run natively: the machine's PostgreSQL and Redis, an
 * S3 server (s3rver) in this process, and the built backend started through
 * backend/docker-entrypoint.sh as the `backend` service (twice, on two ports) and the `worker`
 * service; the built storefront (`node dist/server/main.js`, the image's CMD) as the
 * `storefront` service, when a test asks for it. Each process gets exactly the environment the
 * compose file gives its service (and the image's own ENV), interpolated with a test .env; only
 * the container addresses are rewritten to the native ones.
 */

export const ADMIN_DATABASE_URL = process.env.TOPOLOGY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
// A server of its own when the machine has redis-server (private-redis.ts, the global setup);
// else the machine's, database 7: no other test uses it (the integration suites use keys with
// their own prefixes in 0).
export const REDIS_URL = process.env.TOPOLOGY_REDIS_URL ?? "redis://127.0.0.1:6379/7"
const LOG_DIR = join(ROOT, "test-results", "topology")

export type BackendProcess = {
  /** The compose service's role here ("server-2", "worker", "storefront-a"); a restart keeps it. */
  service: string
  /** Its log's name: the service, and after a restart which one ("worker.restart1"). */
  name: string
  url: string
  port: number
  /** The service's environment it was started with (a restart is given the same). */
  serviceEnv: Record<string, string>
  env: Record<string, string>
  child: ChildProcess
  output: () => string
  exited: Promise<void>
}

/** Why the layout cannot run here (PostgreSQL or Redis not answering), or undefined. */
export async function missingServices(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query("select 1")
  } catch (error) {
    return `PostgreSQL does not answer at ${redact(ADMIN_DATABASE_URL)} (${(error as Error).message}); set TOPOLOGY_DATABASE_URL`
  } finally {
    await client.end().catch(() => {})
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000, retryStrategy: () => null })
  redis.on("error", () => {})
  try {
    await redis.connect()
    await redis.ping()
  } catch (error) {
    return `Redis does not answer at ${REDIS_URL} (${(error as Error).message}); set TOPOLOGY_REDIS_URL`
  } finally {
    redis.disconnect()
  }
  return undefined
}

const redact = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1:***@")

/** The runtime stage's ENV of a Dockerfile, backend/Dockerfile by default (PATH excepted: it is the machine's here). */
export function imageEnvironment(dockerfile = "backend/Dockerfile"): Record<string, string> {
  const text = readFileSync(join(ROOT, dockerfile), "utf8").replace(/\\\r?\n/g, " ")
  const stages = text.split(/^FROM /m)
  const runtime = stages[stages.length - 1]
  const env: Record<string, string> = {}
  for (const line of runtime.split(/\r?\n/)) {
    if (!line.startsWith("ENV ")) continue
    // A value is one word or a double-quoted string (NODE_OPTIONS holds two flags).
    for (const [, key, quoted, word] of line.slice(4).matchAll(/([A-Za-z_][A-Za-z0-9_]*)=(?:"([^"]*)"|(\S*))/g)) if (key !== "PATH") env[key] = quoted ?? word
  }
  return env
}

export type Stack = {
  /** Compose's backend / worker environment with the native addresses, before per-process ports. */
  serverEnv: Record<string, string>
  workerEnv: Record<string, string>
  /** Compose's storefront environment with this run's Redis; MEDUSA_BACKEND_URL and PORT are per process (startStorefront). */
  storefrontEnv: Record<string, string>
  databaseUrl: string
  s3Url: string
  s3Dir: string
  bucket: string
  redis: Redis
  processes: BackendProcess[]
  stop: () => Promise<void>
}

/** The database, the Redis database, s3rver, and the environments; nothing of the backend runs yet. */
export async function prepareStack(): Promise<Stack> {
  const work = mkdtempSync(join(tmpdir(), "chaka-topology-"))
  mkdirSync(LOG_DIR, { recursive: true })
  const cleanups: (() => Promise<unknown>)[] = []
  const processes: BackendProcess[] = []
  const stop = async () => {
    await Promise.allSettled(processes.map(stopProcess))
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(`topology cleanup: ${error}`))
    rmSync(work, { recursive: true, force: true })
  }
  try {
    // The test's .env: .env.example with the secrets generated, as an operator makes it.
    const s3Port = await freePort()
    const dotEnv: Record<string, string> = {
      ...parseDotEnv(readFileSync(join(ROOT, ".env.example"), "utf8")),
      JWT_SECRET: randomBytes(32).toString("hex"),
      COOKIE_SECRET: randomBytes(32).toString("hex"),
      POSTGRES_PASSWORD: randomBytes(16).toString("hex"),
      MINIO_ROOT_PASSWORD: randomBytes(16).toString("hex"),
      SEED_DEMO: "true",
    }
    const { services } = readCompose(ROOT)
    const bucket = resolveEnvironment(services.backend, dotEnv).S3_BUCKET
    // Browsers load pictures from MinIO's published address: here s3rver's (the operator's .env).
    dotEnv.MINIO_PUBLIC_URL = `http://127.0.0.1:${s3Port}/${bucket}`
    const backend = resolveEnvironment(services.backend, dotEnv)
    const worker = resolveEnvironment(services.worker, dotEnv)
    const storefront = resolveEnvironment(services.storefront, dotEnv)

    // PostgreSQL: a fresh database for this run.
    const databaseName = `chaka_topology_${randomBytes(6).toString("hex")}`
    const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL })
    await admin.connect()
    await admin.query(`create database ${databaseName}`)
    await admin.end()
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL })
      await client.connect()
      try {
        await client.query(`drop database if exists ${databaseName} with (force)`)
      } finally {
        await client.end()
      }
    })
    const databaseUrl = Object.assign(new URL(ADMIN_DATABASE_URL), { pathname: `/${databaseName}` }).toString()

    // Redis: this run's database, empty before and after.
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 })
    await redis.flushdb()
    cleanups.push(async () => {
      await redis.flushdb()
      redis.disconnect()
    })

    // S3: s3rver with the compose file's bucket and MinIO's root keys (minio-init's `mc alias`).
    // Objects are readable without keys (minio-init's `mc anonymous set download`): s3rver
    // serves unsigned GETs.
    const s3Dir = join(work, "s3")
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- s3rver is CommonJS without types; its key store is a deep path
    const { DUMMY_ACCOUNT } = require("s3rver/lib/models/account") as { DUMMY_ACCOUNT: { createKeyPair: (id: string, secret: string) => void } }
    DUMMY_ACCOUNT.createKeyPair(backend.S3_ACCESS_KEY_ID, backend.S3_SECRET_ACCESS_KEY)
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
    const S3rver = require("s3rver") as new (options: object) => { run: () => Promise<unknown>; close: () => Promise<void> }
    const s3 = new S3rver({ address: "127.0.0.1", port: s3Port, directory: s3Dir, silent: true, configureBuckets: [{ name: bucket, configs: [] }] })
    await s3.run()
    cleanups.push(() => s3.close())
    const s3Url = `http://127.0.0.1:${s3Port}`

    // The container addresses, rewritten to the native ones (and nothing else).
    const native = (env: Record<string, string>) => {
      const rewritten = { ...env }
      expectHost(env, "DATABASE_URL", "postgres")
      expectHost(env, "REDIS_URL", "redis")
      expectHost(env, "S3_ENDPOINT", "minio")
      rewritten.DATABASE_URL = databaseUrl
      rewritten.REDIS_URL = REDIS_URL
      rewritten.S3_ENDPOINT = s3Url
      // S3_FILE_URL follows MINIO_PUBLIC_URL (.env): already s3rver's.
      if (env.S3_FILE_URL !== dotEnv.MINIO_PUBLIC_URL) {
        throw new Error(`docker-compose.yml gives S3_FILE_URL=${env.S3_FILE_URL}, no longer MINIO_PUBLIC_URL: update the topology test`)
      }
      return rewritten
    }
    // The storefront's: the backend inside the network (a process's own URL, given when it
    // starts) and the backend's Redis, on which its page cache hears what changed.
    expectHost(storefront, "MEDUSA_BACKEND_URL", "backend")
    expectHost(storefront, "REDIS_URL", "redis")
    if (storefront.REDIS_URL !== backend.REDIS_URL)
      throw new Error(`docker-compose.yml gives the storefront another Redis than the backend's (${storefront.REDIS_URL}): update the topology test`)
    return {
      serverEnv: native(backend),
      workerEnv: native(worker),
      storefrontEnv: { ...storefront, REDIS_URL },
      databaseUrl,
      s3Url,
      s3Dir,
      bucket,
      redis,
      processes,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

function expectHost(env: Record<string, string>, key: string, host: string) {
  const value = env[key]
  if (!value || new URL(value).hostname !== host) {
    throw new Error(`docker-compose.yml gives ${key}=${value ?? "(unset)"}, expected the compose service "${host}": update the topology test`)
  }
}

/**
 * Starts backend/docker-entrypoint.sh as a container would (in its own process group), with
 * the service's environment, this process's port and public address.
 */
export function startBackend(stack: Stack, service: string, serviceEnv: Record<string, string>, port: number): BackendProcess {
  const url = `http://127.0.0.1:${port}`
  const env: Record<string, string> = {
    PATH: `${join(ROOT, "node_modules", ".bin")}:${process.env.PATH}`,
    HOME: tmpdir(),
    ...imageEnvironment(),
    ...serviceEnv,
    PORT: String(port),
    MEDUSA_BACKEND_URL: url,
  }
  return launch(stack, { service, serviceEnv, env, port, url, command: "/bin/sh", args: [join(ROOT, "backend", "docker-entrypoint.sh")] })
}

/** Spawns a service's process in its own group, its output kept (and written to its log), stopped with the stack. */
function launch(
  stack: Stack,
  start: {
    service: string
    serviceEnv: Record<string, string>
    env: Record<string, string>
    port: number
    url: string
    command: string
    args: string[]
    cwd?: string
  }
): BackendProcess {
  const { service, serviceEnv, env, port, url } = start
  const restarts = stack.processes.filter((running) => running.service === service).length
  const name = restarts ? `${service}.restart${restarts}` : service
  const child = spawn(start.command, start.args, { env, cwd: start.cwd, detached: true, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  const log = createWriteStream(join(LOG_DIR, `${name}.log`))
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    log.write(chunk)
    if (process.env.CHAKA_TOPOLOGY_VERBOSE) process.stdout.write(`[${name}] ${chunk}`)
  }
  child.stdout!.on("data", collect)
  child.stderr!.on("data", collect)
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  void exited.then(() => log.end())
  // Should this test process end without its afterAll (killed), take the group along.
  const orphanGuard = () => {
    try {
      process.kill(-child.pid!, "SIGKILL")
    } catch {
      /* gone */
    }
  }
  process.once("exit", orphanGuard)
  void exited.then(() => process.off("exit", orphanGuard))
  const running: BackendProcess = { service, name, url, port, serviceEnv, env, child, output: () => output, exited }
  stack.processes.push(running)
  return running
}

/** Sends `signal` to the process's group (the entrypoint's shell, the node it exec'd, its children), now. */
export function signalProcess(running: BackendProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-running.child.pid!, signal)
  } catch {
    /* already gone */
  }
}

export async function stopProcess(running: BackendProcess, timeoutMs = 20_000) {
  if (!alive(running)) return
  signalProcess(running, "SIGTERM")
  const timer = setTimeout(() => signalProcess(running, "SIGKILL"), timeoutMs)
  await running.exited
  clearTimeout(timer)
}

/** A crash: SIGKILL to the whole group (no shutdown hook runs), once it has exited. */
export async function killProcess(running: BackendProcess) {
  signalProcess(running, "SIGKILL")
  await running.exited
}

/**
 * The storefront service (the image's CMD, `node dist/server/main.js` from storefront/) reading
 * from `backend` (its MEDUSA_BACKEND_URL, compose's `http://backend:9000`), on `port`, with the
 * compose file's environment: its page cache on, hearing the backend's changes on this run's
 * Redis. The storefront is built first when its sources changed (as `npm start` does). HOST
 * (compose: every interface of the container, reached through the published port) is this
 * machine's loopback. Not healthy yet: see waitStorefront.
 */
export async function startStorefront(stack: Stack, service: string, backend: BackendProcess, port: number): Promise<BackendProcess> {
  await buildStorefrontOnce()
  const url = `http://127.0.0.1:${port}`
  const serviceEnv = { ...stack.storefrontEnv, MEDUSA_BACKEND_URL: backend.url }
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: tmpdir(),
    ...imageEnvironment("storefront/Dockerfile"),
    ...serviceEnv,
    PORT: String(port),
    HOST: "127.0.0.1",
  }
  return launch(stack, { service, serviceEnv, env, port, url, command: process.execPath, args: ["dist/server/main.js"], cwd: STOREFRONT_DIR })
}

let storefrontBuild: Promise<void> | undefined
/** `react-router build` when the storefront changed since the last one; once for the storefronts started together. */
const buildStorefrontOnce = () => (storefrontBuild ??= buildStorefront())

/** Compose's health check of a storefront (GET /health answers 200) and, further, its page cache on: subscribed to Redis. */
export function waitStorefront(running: BackendProcess, timeoutMs: number) {
  return untilHealthy(running, timeoutMs, 250, async () => {
    try {
      const response = await fetch(`${running.url}/health`, { signal: AbortSignal.timeout(5000) })
      const body = (await response.json()) as { pageCache?: { active?: boolean } }
      return response.ok && body.pageCache?.active ? "" : `/health answered ${response.status} ${JSON.stringify(body)}`
    } catch (error) {
      return `/health: ${(error as Error).message}`
    }
  })
}

/** The same service started again, as compose's `restart: unless-stopped` does: same entrypoint, environment and port. */
export function restartBackend(stack: Stack, running: BackendProcess): BackendProcess {
  if (alive(running)) throw new Error(`${running.name} is still running`)
  return startBackend(stack, running.service, running.serviceEnv, running.port)
}

/**
 * Calls `then` in the same tick as the process writes, from now on, output that matches
 * `pattern` (once). Returns the function that stops watching.
 */
export function onOutput(running: BackendProcess, pattern: RegExp, then: () => void): () => void {
  let written = ""
  const streams = [running.child.stdout!, running.child.stderr!]
  const stop = () => streams.forEach((stream) => stream.off("data", listener))
  const listener = (chunk: Buffer) => {
    written += chunk.toString()
    if (!pattern.test(written)) return
    stop()
    then()
  }
  streams.forEach((stream) => stream.on("data", listener))
  return stop
}

export const alive = (running: BackendProcess) => running.child.exitCode === null && running.child.signalCode === null

/** Compose's health check of this process, until it passes: GET /ready (server), the built healthcheck (worker). */
export function waitHealthy(running: BackendProcess, timeoutMs: number) {
  return untilHealthy(running, timeoutMs, 2000, () => healthcheck(running))
}

/** Asks `problem` every `everyMs` until it answers "" (healthy); fails when the process exits first or time runs out. */
async function untilHealthy(running: BackendProcess, timeoutMs: number, everyMs: number, problem: () => Promise<string>) {
  const deadline = Date.now() + timeoutMs
  let last = ""
  while (Date.now() < deadline) {
    if (!alive(running))
      throw new Error(`${running.name} exited (${running.child.exitCode ?? running.child.signalCode}) before it was healthy:\n${running.output().slice(-4000)}`)
    last = await problem()
    if (!last) return
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  throw new Error(`${running.name} not healthy within ${timeoutMs / 1000} s (${last}):\n${running.output().slice(-4000)}`)
}

/** "" when healthy, else why not. The worker runs the image's own check (node src/lib/readiness/healthcheck.js). */
function healthcheck(running: BackendProcess): Promise<string> {
  if (running.env.MEDUSA_WORKER_MODE === "worker") {
    return new Promise((resolve) => {
      execFile(process.execPath, ["src/lib/readiness/healthcheck.js"], { cwd: SERVER_DIR, env: running.env, timeout: 15_000 }, (error, stdout, stderr) =>
        resolve(error ? `${stderr || stdout || error.message}`.trim() || "unhealthy" : "")
      )
    })
  }
  return fetch(`${running.url}/ready`, { signal: AbortSignal.timeout(5000) }).then(
    (response) => (response.ok ? "" : `/ready answered ${response.status}`),
    (error: Error) => `/ready: ${error.message}`
  )
}

/** `medusa build` when the sources changed since the last one (as `npm start` does). */
export const build = () => buildBackend(process.env)

export type Layout = { stack: Stack; server1: BackendProcess; server2: BackendProcess; worker: BackendProcess }

/**
 * The whole layout, started as compose starts it: the backend built, the stack prepared, server
 * 1 (migrations and demo seed) healthy, then server 2 and the worker. On a failure everything
 * started is stopped again before the error is thrown.
 */
export async function startLayout(): Promise<Layout> {
  const started = Date.now()
  const step = (what: string) => console.log(`topology: ${what} (${Math.round((Date.now() - started) / 1000)} s)`)
  await build()
  step("backend built")
  const stack = await prepareStack()
  try {
    const [port1, port2, port3] = [await freePort(), await freePort(), await freePort()]
    // compose: the backend migrates and seeds (SEED_DEMO=true) before it is healthy...
    const server1 = startBackend(stack, "server-1", stack.serverEnv, port1)
    await waitHealthy(server1, 20 * 60_000)
    step(`server 1 migrated, seeded and ready on ${server1.url}`)
    // ...the worker starts once it is healthy; a second server is the same service scaled.
    const server2 = startBackend(stack, "server-2", stack.serverEnv, port2)
    const worker = startBackend(stack, "worker", stack.workerEnv, port3)
    await Promise.all([waitHealthy(server2, 10 * 60_000), waitHealthy(worker, 10 * 60_000)])
    step(`server 2 (${server2.url}) and the worker ready`)
    return { stack, server1, server2, worker }
  } catch (error) {
    await stack.stop()
    throw error
  }
}
