import Redis from "ioredis"

/**
 * Readiness: can this process do its work right now? The database (and Redis when the shop
 * uses it) must answer a trivial command within CHECK_TIMEOUT_MS. /health only says the process
 * listens; a backend whose database is gone still answers /health 200 and every API call 500.
 */
export const CHECK_TIMEOUT_MS = 3000

export type Dependency = "database" | "redis"
export type Readiness = { status: "ok" } | { status: "unavailable"; failed: Dependency[] }
/** One dependency's check: resolves when it answered, rejects (with the reason, for the log) otherwise. */
export type Check = () => Promise<unknown>

function withTimeout(check: Check, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  return Promise.race([Promise.resolve().then(check), timeout]).finally(() => clearTimeout(timer))
}

/**
 * Runs the checks at once. The answer only names the dependencies that failed (it is public);
 * `log` gets the reasons.
 */
export async function checkReadiness(
  checks: Partial<Record<Dependency, Check>>,
  { timeoutMs = CHECK_TIMEOUT_MS, log }: { timeoutMs?: number; log?: (line: string) => void } = {}
): Promise<Readiness> {
  const entries = Object.entries(checks) as [Dependency, Check][]
  const results = await Promise.allSettled(entries.map(([, check]) => withTimeout(check, timeoutMs)))
  const failed: Dependency[] = []
  results.forEach((result, index) => {
    if (result.status === "fulfilled") return
    failed.push(entries[index][0])
    log?.(`readiness: ${entries[index][0]} failed: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`)
  })
  return failed.length ? { status: "unavailable", failed } : { status: "ok" }
}

/** PING through a client that fails at once while disconnected (it keeps reconnecting meanwhile). */
export function redisCheck(client: Redis): Check {
  return async () => {
    if (client.status === "wait") await client.connect()
    const answer = await client.ping()
    if (answer !== "PONG") throw new Error(`PING answered ${answer}`)
  }
}

/** A Redis client for readiness checks only: no queue of commands while disconnected. */
export function readinessRedisClient(url: string): Redis {
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: CHECK_TIMEOUT_MS })
  // Errors surface through the checks; without a listener ioredis prints every reconnect.
  client.on("error", () => {})
  return client
}
