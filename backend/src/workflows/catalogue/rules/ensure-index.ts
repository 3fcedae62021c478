import type { ISearchModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { CATALOGUE_INDEX } from "./index-documents"

/**
 * `medusa db:migrate` creates the catalogue index empty and inactive; until it is filled the
 * listing cannot be read. Medusa fills it when a shared or worker process boots, in the
 * background — too late for a server started right after the migrations (in Docker the worker
 * boots after the server). The setup and seed scripts, which run between the two, fill it here
 * first, and a server checks again before it listens (an existing shop upgraded to the index),
 * so no server answers before its catalogue can be listed.
 */
export async function ensureCatalogueIndex(container: MedusaContainer): Promise<void> {
  const search = container.resolve<ISearchModuleService>(Modules.SEARCH)
  const index = (await search.listIndexes()).find((candidate) => candidate.name === CATALOGUE_INDEX)
  if (index?.status === "ready") return
  const started = Date.now()
  await search.reindex({ index: CATALOGUE_INDEX })
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Filled the catalogue index in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
