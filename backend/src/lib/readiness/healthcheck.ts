import pg from "pg"
import { databaseSsl, pgSslOption, type DatabaseSsl } from "../config/env"
import { checkReadiness, readinessRedisClient, redisCheck, type Check, type Dependency } from "./index"

/**
 * The backend image's health check (backend/Dockerfile; docker-compose.yml's worker), run from
 * .medusa/server as `node src/lib/readiness/healthcheck.js`. In server and shared mode it asks
 * the server's own GET /ready. In worker mode Medusa loads no routes, so there is no /ready to
 * ask: it checks that the worker answers /health (it listens only once booted) and that the
 * database and Redis it works with answer, as /ready does on the server.
 * Exit code 0 when ready, 1 otherwise with one line saying what failed.
 */
export async function healthcheck(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const port = env.PORT || "9000"
  if (env.MEDUSA_WORKER_MODE !== "worker") {
    const url = `http://127.0.0.1:${port}/ready`
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch(() => undefined)
    if (!response) return `${url} does not answer`
    return response.ok ? undefined : `${url} answered ${response.status} ${await response.text().catch(() => "")}`.trim()
  }
  return workerReadiness(env)
}

/** Worker mode: /health answers, and so do the database and Redis. */
export async function workerReadiness(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const port = env.PORT || "9000"
  const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(3000) }).catch(() => undefined)
  if (!response?.ok) return `the worker does not answer http://127.0.0.1:${port}/health`

  const closers: (() => Promise<unknown>)[] = []
  const checks: Partial<Record<Dependency, Check>> = {}
  if (env.DATABASE_URL) {
    checks.database = async () => {
      const ssl = pgSslOption(databaseSsl(env.DATABASE_URL, env.DATABASE_SSL as DatabaseSsl | undefined))
      const client = new pg.Client({ connectionString: env.DATABASE_URL, ssl, connectionTimeoutMillis: 3000 })
      closers.push(() => client.end())
      await client.connect()
      await client.query("select 1")
    }
  }
  if (env.REDIS_URL) {
    const client = readinessRedisClient(env.REDIS_URL)
    closers.push(async () => client.disconnect())
    checks.redis = redisCheck(client)
  }
  const reasons: string[] = []
  const readiness = await checkReadiness(checks, { log: (line) => reasons.push(line) })
  await Promise.allSettled(closers.map((close) => close()))
  return readiness.status === "ok" ? undefined : reasons.join("; ")
}

if (require.main === module) {
  healthcheck(process.env).then(
    (problem) => {
      if (problem) console.error(problem)
      process.exit(problem ? 1 : 0)
    },
    (error) => {
      console.error(`readiness check failed: ${error}`)
      process.exit(1)
    }
  )
}
