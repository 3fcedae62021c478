import { spawn, spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Redis from "ioredis"
import { freePort } from "../scripts/lib/embedded-db"

/**
 * Playwright's global setup: the layout gets a Redis server of its own, run as compose runs its
 * `redis` service (`--appendonly yes`), from the machine's `redis-server`. Redis's publish/subscribe
 * channels are shared by every database number of a server, so on the machine's Redis the
 * layout's catalogue cache would hear (and the crash test count) invalidations from the backend
 * integration suites' shops, which run beside it in CI. TOPOLOGY_REDIS_URL still picks a server;
 * without `redis-server` the layout uses the machine's Redis (stack.ts).
 */
export default async function privateRedis(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TOPOLOGY_REDIS_URL || spawnSync("redis-server", ["--version"]).status !== 0) return undefined
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), "chaka-topology-redis-"))
  const server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "yes", "--dir", dir], {
    stdio: ["ignore", "ignore", "pipe"],
  })
  let output = ""
  server.stderr!.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)))
  const stop = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL")
    rmSync(dir, { recursive: true, force: true })
  }
  // Playwright runs the teardown below only when it ends normally; an exit on a signal or a crash
  // must not leave the server holding its port.
  process.once("exit", stop)
  const url = `redis://127.0.0.1:${port}/7`
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  client.on("error", () => {})
  for (let tries = 0; ; tries++) {
    try {
      await client.connect()
      await client.ping()
      break
    } catch (error) {
      if (tries > 100 || server.exitCode !== null) {
        stop()
        throw new Error(`redis-server on port ${port} did not start: ${(error as Error).message} ${output.trim()}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  client.disconnect()
  process.env.TOPOLOGY_REDIS_URL = url
  console.log(`Topology: a Redis server of its own on port ${port} (appendonly yes)`)
  return async () => {
    process.off("exit", stop)
    server.kill("SIGTERM")
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve)))
    rmSync(dir, { recursive: true, force: true })
  }
}
