import type { ExecArgs, ISearchModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { CATALOGUE_INDEX } from "../lib/catalogue/index-documents"
import { invalidateCatalogue } from "../lib/catalogue-cache/invalidate"

/**
 * Rebuilds the catalogue index from Medusa's data, for changes no event announced (SQL typed by
 * hand, a restored backup): `medusa exec ./src/scripts/reindex-catalogue.js` in .medusa/server
 * (`npx medusa exec ./src/scripts/reindex-catalogue.ts` in backend/ while developing). The new
 * version replaces the old one when complete, so the shop keeps listing meanwhile; then the
 * servers' catalogue caches are told to forget everything (over Redis when there is one).
 */
export default async function reindexCatalogue({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const started = Date.now()
  await container.resolve<ISearchModuleService>(Modules.SEARCH).reindex({ index: CATALOGUE_INDEX })
  await invalidateCatalogue("all")
  logger.info(`Rebuilt the catalogue index in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
