import { parseEnvOrExit } from "./src/lib/config/env"
import { installCatalogueCache } from "./src/lib/catalogue-cache/install"

/**
 * Loaded by `medusa start` / `medusa develop` just before they create the HTTP server (Medusa's
 * hook for instrumentation). The shop uses it to put the public catalogue cache in front of
 * the server; see src/lib/catalogue-cache.
 */
export function register() {
  const env = parseEnvOrExit(process.env, { requireDatabase: false })
  if (env.workerMode === "worker") return
  installCatalogueCache({ maxMb: env.catalogueCacheMb, redisUrl: env.redisUrl })
}
