import type { InputConfigWithArrayModules } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { AppEnv } from "./env"

/**
 * Medusa's configuration from the validated environment. Without Redis every module is
 * Medusa's in-process default; with REDIS_URL the ones that must be shared between a server
 * and a worker (events, workflows, locks, cache, sessions) move to Redis.
 */
export function buildMedusaConfig(env: AppEnv): InputConfigWithArrayModules {
  return {
    projectConfig: {
      databaseUrl: env.databaseUrl,
      redisUrl: env.redisUrl,
      workerMode: env.workerMode,
      http: {
        storeCors: env.storeCors,
        adminCors: env.adminCors,
        authCors: env.authCors,
        jwtSecret: env.jwtSecret,
        cookieSecret: env.cookieSecret,
      },
      cookieOptions: { secure: env.cookieSecure, sameSite: "lax" },
    },
    // The dashboard is served by this same server, so it calls the API on its own origin and
    // one build works behind any URL. Medusa would otherwise bake MEDUSA_BACKEND_URL into it.
    admin: { backendUrl: "/", disable: env.disableAdmin || env.workerMode === "worker" },
    featureFlags: env.redisUrl ? { caching: true } : {},
    // Our plugins (plugins/*): their modules, API routes, workflows and admin pages.
    plugins: [
      { resolve: "@chaka/content", options: {} },
      { resolve: "@chaka/reviews", options: {} },
    ],
    modules: [{ resolve: "./src/modules/brand" }, fileModule(env), ...redisModules(env)],
  }
}

function fileModule(env: AppEnv) {
  const provider = env.s3
    ? {
        resolve: "@medusajs/medusa/file-s3",
        id: "s3",
        options: {
          file_url: env.s3.fileUrl,
          access_key_id: env.s3.accessKeyId,
          secret_access_key: env.s3.secretAccessKey,
          region: env.s3.region,
          bucket: env.s3.bucket,
          endpoint: env.s3.endpoint,
          additional_client_config: { forcePathStyle: env.s3.forcePathStyle },
        },
      }
    : {
        resolve: "@medusajs/medusa/file-local",
        id: "local",
        options: {
          // Medusa serves <server dir>/static at /static; `npm start` points that at this
          // directory so uploads survive rebuilds (linkUploads in scripts/lib/medusa-tasks.ts).
          upload_dir: env.uploadDir,
          backend_url: `${env.backendUrl}/static`,
        },
      }
  return { resolve: "@medusajs/medusa/file", key: Modules.FILE, options: { providers: [provider] } }
}

function redisModules(env: AppEnv) {
  const redisUrl = env.redisUrl
  if (!redisUrl) return []
  return [
    { resolve: "@medusajs/medusa/event-bus-redis", key: Modules.EVENT_BUS, options: { redisUrl } },
    { resolve: "@medusajs/medusa/workflow-engine-redis", key: Modules.WORKFLOW_ENGINE, options: { redis: { redisUrl } } },
    {
      resolve: "@medusajs/medusa/locking",
      key: Modules.LOCKING,
      options: {
        providers: [{ resolve: "@medusajs/medusa/locking-redis", id: "locking-redis", is_default: true, options: { redisUrl } }],
      },
    },
    {
      resolve: "@medusajs/medusa/caching",
      key: Modules.CACHING,
      options: {
        providers: [{ resolve: "@medusajs/medusa/caching-redis", id: "caching-redis", is_default: true, options: { redisUrl } }],
      },
    },
  ]
}
