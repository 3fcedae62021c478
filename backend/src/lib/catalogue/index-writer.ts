import type { ILockingModule, ISearchModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { CATALOGUE_INDEX, CATALOGUE_ROW_FIELDS, catalogueDocuments, productsAffectedBy } from "./index-documents"

/** Products re-read per query while writing the index (a price list may touch hundreds). */
const CHUNK = 200

/**
 * Writes what a Medusa event changed to the catalogue index: the products it touches are read
 * back now and their documents replaced, or removed when a shopper can no longer buy them.
 * The shop's subscriber is the index's one writer (the definition declares no events, so
 * Medusa's own search subscriber leaves it alone), and its writes take one lock — shared
 * between processes when Medusa's locking runs on Redis — so two quick edits of a product can
 * never be written in the wrong order.
 */
export async function writeCatalogueIndex(container: MedusaContainer, event: string, data: unknown): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const products = await productsAffectedBy(query, event, data)
  if (!products.length) return
  const search = container.resolve<ISearchModuleService>(Modules.SEARCH)
  await container.resolve<ILockingModule>(Modules.LOCKING).execute("chaka:catalogue-index", async () => {
    for (let start = 0; start < products.length; start += CHUNK) {
      const ids = products.slice(start, start + CHUNK)
      const { data: rows } = await query.graph({ entity: "product", fields: CATALOGUE_ROW_FIELDS, filters: { id: ids } })
      const documents = await catalogueDocuments(rows as Parameters<typeof catalogueDocuments>[0], query)
      await search.upsertDocuments({ index: CATALOGUE_INDEX, documents })
      const gone = ids.filter((id) => !documents.some((document) => document.id === id))
      if (gone.length) await search.deleteDocuments({ index: CATALOGUE_INDEX, filters: { id: gone } })
    }
  })
}
