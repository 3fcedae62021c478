import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type Redis from "ioredis"
import { checkReadiness, readinessRedisClient, redisCheck, type Check, type Dependency } from "../../lib/readiness"

// One client per process, made on the first check (only when the shop uses Redis).
let redis: { url: string; client: Redis } | undefined

/**
 * GET /ready — public, no publishable key: 200 {status:"ok"} when the database (and Redis, when
 * REDIS_URL is set) answer, else 503 {status:"unavailable", failed:["database"|"redis"]}. For
 * load balancers, compose health checks and `npm start`'s wait for the backend; /health only
 * says the process listens. In worker mode Medusa serves no routes: see
 * src/lib/readiness/healthcheck.ts.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const pg = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { projectConfig } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)

  const checks: Partial<Record<Dependency, Check>> = { database: () => pg.raw("select 1") }
  const redisUrl = projectConfig.redisUrl
  if (redisUrl) {
    if (redis?.url !== redisUrl) redis = { url: redisUrl, client: readinessRedisClient(redisUrl) }
    checks.redis = redisCheck(redis.client)
  }
  const readiness = await checkReadiness(checks, { log: (line) => logger.warn(line) })
  res.setHeader("Cache-Control", "no-store")
  res.status(readiness.status === "ok" ? 200 : 503).json(readiness)
}
