import { spawn, execFile, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Redis from "ioredis"
import pg from "pg"
import { parseDotEnv, readCompose, resolveEnvironment } from "../backend/src/lib/config/__tests__/compose-file"
import { buildBackend } from "../scripts/lib/medusa-tasks"
import { ROOT, SERVER_DIR } from "../scripts/lib/shop-env"

/**
 * docker-compose.yml's production layout run natively: the machine's PostgreSQL and Redis, an
 * S3 server (s3rver) in this process, and the built backend started through
 * backend/docker-entrypoint.sh as the `backend` service (twice, on two ports) and the `worker`
 * service. Each process gets exactly the environment the compose file gives its service (and
 * the image's own ENV), interpolated with a test .env; only the container addresses are
 * rewritten to the native ones.
 */

export const ADMIN_DATABASE_URL = process.env.TOPOLOGY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
// Database 7: no other test uses it (the integration suites use keys with their own prefixes in 0).
export const REDIS_URL = process.env.TOPOLOGY_REDIS_URL ?? "redis://127.0.0.1:6379/7"
const LOG_DIR = join(ROOT, "test-results", "topology")

export type BackendProcess = {
  name: string
  url: string
  port: number
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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** The runtime stage's ENV of backend/Dockerfile (PATH excepted: it is the machine's here). */
export function imageEnvironment(): Record<string, string> {
  const text = readFileSync(join(ROOT, "backend", "Dockerfile"), "utf8").replace(/\\\r?\n/g, " ")
  const stages = text.split(/^FROM /m)
  const runtime = stages[stages.length - 1]
  const env: Record<string, string> = {}
  for (const line of runtime.split(/\r?\n/)) {
    if (!line.startsWith("ENV ")) continue
    for (const [, key, value] of line.slice(4).matchAll(/([A-Za-z_][A-Za-z0-9_]*)=(\S*)/g)) if (key !== "PATH") env[key] = value
  }
  return env
}

export type Stack = {
  /** Compose's backend / worker environment with the native addresses, before per-process ports. */
  serverEnv: Record<string, string>
  workerEnv: Record<string, string>
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
    const { DUMMY_ACCOUNT } = require("s3rver/lib/models/account") as { DUMMY_ACCOUNT: { createKeyPair: (id: string, secret: string) => void } }
    DUMMY_ACCOUNT.createKeyPair(backend.S3_ACCESS_KEY_ID, backend.S3_SECRET_ACCESS_KEY)
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
    return {
      serverEnv: native(backend),
      workerEnv: native(worker),
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
export function startBackend(stack: Stack, name: string, serviceEnv: Record<string, string>, port: number): BackendProcess {
  const url = `http://127.0.0.1:${port}`
  const env: Record<string, string> = {
    PATH: `${join(ROOT, "node_modules", ".bin")}:${process.env.PATH}`,
    HOME: tmpdir(),
    ...imageEnvironment(),
    ...serviceEnv,
    PORT: String(port),
    MEDUSA_BACKEND_URL: url,
  }
  const child = spawn("/bin/sh", [join(ROOT, "backend", "docker-entrypoint.sh")], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] })
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
  const running: BackendProcess = { name, url, port, env, child, output: () => output, exited }
  stack.processes.push(running)
  return running
}

export async function stopProcess(running: BackendProcess, timeoutMs = 20_000) {
  const { child } = running
  if (child.exitCode !== null || child.signalCode !== null) return
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name)
    } catch {
      /* already gone */
    }
  }
  signal("SIGTERM")
  const timer = setTimeout(() => signal("SIGKILL"), timeoutMs)
  await running.exited
  clearTimeout(timer)
}

const alive = (running: BackendProcess) => running.child.exitCode === null && running.child.signalCode === null

/** Compose's health check of this process, until it passes: GET /ready (server), the built healthcheck (worker). */
export async function waitHealthy(running: BackendProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  let last = ""
  while (Date.now() < deadline) {
    if (!alive(running)) throw new Error(`${running.name} exited (${running.child.exitCode ?? running.child.signalCode}) before it was healthy:\n${running.output().slice(-4000)}`)
    last = await healthcheck(running)
    if (!last) return
    await new Promise((resolve) => setTimeout(resolve, 2000))
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
