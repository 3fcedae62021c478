/**
 * Runs a command (the backend's integration tests) against a real PostgreSQL:
 * the one named by DB_HOST or DATABASE_URL, otherwise a throw-away embedded server.
 * Usage: tsx scripts/with-test-db.ts <command> [args...]
 */
import { spawn } from "node:child_process"
import { connect } from "node:net"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePort, startEmbeddedPostgres, THROWAWAY_SETTINGS, type EmbeddedDb } from "./lib/embedded-db"

async function main() {
  const [command, ...args] = process.argv.slice(2)
  if (!command) throw new Error("usage: tsx scripts/with-test-db.ts <command> [args...]")

  const env = { ...process.env }
  let db: EmbeddedDb | undefined
  let dir: string | undefined

  if (env.DB_HOST) {
    console.log(`Integration tests use PostgreSQL at ${env.DB_HOST}:${env.DB_PORT ?? 5432}`)
  } else if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL)
    // test-utils turns SSL on for any host but "localhost".
    env.DB_HOST = ["127.0.0.1", "::1"].includes(url.hostname) ? "localhost" : url.hostname
    env.DB_PORT = url.port || "5432"
    env.DB_USERNAME = decodeURIComponent(url.username || "postgres")
    env.DB_PASSWORD = decodeURIComponent(url.password)
    console.log(`Integration tests use PostgreSQL from DATABASE_URL (${env.DB_HOST}:${env.DB_PORT})`)
  } else {
    dir = mkdtempSync(join(tmpdir(), "chaka-test-db-"))
    db = await startEmbeddedPostgres({ dir, port: await freePort(), database: "postgres", log: console.log, settings: THROWAWAY_SETTINGS })
    Object.assign(env, { DB_HOST: db.host, DB_PORT: String(db.port), DB_USERNAME: db.user, DB_PASSWORD: db.password })
    console.log(`Integration tests use an embedded PostgreSQL on port ${db.port}`)
  }
  // The suites must not pick up a developer's DATABASE_URL: test-utils creates its own databases.
  delete env.DATABASE_URL
  // Cheaper password hashes (scrypt 2^10, not Medusa's 2^15): the suites register and sign in
  // thousands of times, a few hundred ms of CPU each at 2^15 on a 2-core machine.
  env.PASSWORD_HASH_COST ??= "10"
  // Suites that need a Redis server (the shared sign-in throttle) read TEST_REDIS_URL: REDIS_URL,
  // else a Redis answering on this machine's default port. The shop under test keeps its
  // in-process modules either way (REDIS_URL is not set for it here).
  env.TEST_REDIS_URL ??= env.REDIS_URL ?? ((await redisAnswers("127.0.0.1", 6379)) ? "redis://127.0.0.1:6379" : undefined)
  if (!env.TEST_REDIS_URL) delete env.TEST_REDIS_URL

  const code = await new Promise<number>((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env })
    child.on("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0)))
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal))
  })

  await db?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
  process.exit(code)
}

/** Whether a Redis server answers PING at host:port within a second. */
function redisAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(1000, () => done(false))
    socket.once("error", () => done(false))
    socket.once("connect", () => socket.write("PING\r\n"))
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")))
  })
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
