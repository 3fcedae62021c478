import type { ExecArgs, ISearchModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { CATALOGUE_INDEX } from "../workflows/catalogue/rules/index-documents"
import { invalidateCatalogue } from "../lib/catalogue-cache/invalidate"

/**
 * Rebuilds the catalogue index from Medusa's data, for changes no event announced (SQL typed by
 * hand, a restored backup): `medusa exec ./src/scripts/reindex-catalogue.js` in .medusa/server
 * (`npx medusa exec ./src/scripts/reindex-catalogue.ts` in backend/ while developing). The new
 * version replaces the old one when complete, so the shop keeps listing meanwhile; then the
 * servers' catalogue caches are told over Redis to forget everything. Without Redis no other
 * process can be told: restart the server, or its cached answers expire within 5 minutes.
 */
/** A little over the Search module's cache of the active version (search/dist/utils/active-version-cache.js). */
const VERSION_CACHE_MS = 35_000

export default async function reindexCatalogue({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const started = Date.now()
  await container.resolve<ISearchModuleService>(Modules.SEARCH).reindex({ index: CATALOGUE_INDEX })
  await invalidateCatalogue("all")
  logger.info(`Rebuilt the catalogue index in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (process.env.REDIS_URL) {
    // A server may read the index version it knew for up to 30 s more (the Search module caches
    // which version is active): forget again once every server reads the new one.
    await new Promise((resolve) => setTimeout(resolve, VERSION_CACHE_MS))
    await invalidateCatalogue("all")
  }
}
