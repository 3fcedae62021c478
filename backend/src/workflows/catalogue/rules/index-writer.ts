import type { ILockingModule, ISearchModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { CATALOGUE_INDEX, CATALOGUE_ROW_FIELDS, catalogueDocuments, productsAffectedBy } from "./index-documents"

/** Products re-read per query while writing the index (a price list may touch hundreds). */
const CHUNK = 200

/** What a write changed that the caches need to know beyond the products themselves. */
export type IndexWrite = {
  /**
   * Whether the best-selling order may have moved: a product's units sold passed (or tied)
   * another's, a product came or went. False when only counts changed that no other product sits
   * between: the "best selling" listings and the home page's best products show the same order.
   */
  salesRankMoved: boolean
}

type SoldDocument = { id: string; sold?: number }

/**
 * Writes what a Medusa event changed to the catalogue index: the products it touches are read
 * back now and their documents replaced, or removed when a shopper can no longer buy them.
 * The shop's subscriber is the index's one writer (the definition declares no events, so
 * Medusa's own search subscriber leaves it alone), and its writes take one lock — shared
 * between processes when Medusa's locking runs on Redis — so two quick edits of a product can
 * never be written in the wrong order, and the units sold read before a write are exactly those
 * the write replaces.
 */
export async function writeCatalogueIndex(container: MedusaContainer, event: string, data: unknown): Promise<IndexWrite> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const products = await productsAffectedBy(query, event, data)
  if (!products.length) return { salesRankMoved: false }
  const search = container.resolve<ISearchModuleService>(Modules.SEARCH)
  let salesRankMoved = false
  await container.resolve<ILockingModule>(Modules.LOCKING).execute("chaka:catalogue-index", async () => {
    for (let start = 0; start < products.length; start += CHUNK) {
      const ids = products.slice(start, start + CHUNK)
      // The comparison is an optimisation: when it cannot be made, the write still is, and the
      // best-selling answers are forgotten as if the order had moved.
      const [{ data: rows }, before] = await Promise.all([
        query.graph({ entity: "product", fields: CATALOGUE_ROW_FIELDS, filters: { id: ids } }),
        soldNow(search, ids).catch(() => undefined),
      ])
      const documents = await catalogueDocuments(rows as Parameters<typeof catalogueDocuments>[0], query)
      const gone = ids.filter((id) => !documents.some((document) => document.id === id))
      // Compared before the write: the other products' counts are as the listings show them.
      salesRankMoved ||= !before || gone.some((id) => before.has(id)) || (await rankMoved(search, before, documents).catch(() => true))
      await search.upsertDocuments({ index: CATALOGUE_INDEX, documents })
      if (gone.length) await search.deleteDocuments({ index: CATALOGUE_INDEX, filters: { id: gone } })
    }
  })
  return { salesRankMoved }
}

/** The units sold the index holds now for these products (absent: not in the index). */
async function soldNow(search: ISearchModuleService, ids: string[]): Promise<Map<string, number>> {
  const { hits } = await search.search<SoldDocument>({
    entity: CATALOGUE_INDEX,
    fields: ["id", "sold"],
    filters: { id: { $in: ids } },
    pagination: { take: ids.length },
    search_options: { count: "none" },
  })
  return new Map(hits.map(({ document }) => [document.id, Number(document.sold ?? 0)]))
}

/**
 * Whether writing these documents moves the best-selling order (units sold, then newest): a new
 * product does; a product whose count changed does when another product's count lies between
 * its old and new count, ends included (a tie is then broken by age), or when two changed
 * products' spans meet.
 */
async function rankMoved(search: ISearchModuleService, before: Map<string, number>, documents: { id: string; sold: number }[]): Promise<boolean> {
  if (documents.some((document) => !before.has(document.id))) return true
  const changed = documents
    .filter((document) => before.get(document.id) !== document.sold)
    .map((document) => ({ id: document.id, low: Math.min(before.get(document.id)!, document.sold), high: Math.max(before.get(document.id)!, document.sold) }))
  if (!changed.length) return false
  if (changed.some((a, i) => changed.some((b, j) => i !== j && a.low <= b.high && b.low <= a.high))) return true
  const ids = changed.map((span) => span.id)
  const between = await search.searchMany(
    changed.map((span) => ({
      entity: CATALOGUE_INDEX,
      fields: ["id"],
      filters: { sold: { $gte: span.low, $lte: span.high }, id: { $nin: ids } },
      pagination: { take: 1 },
      search_options: { count: "none" as const },
    }))
  )
  return between.some((result) => result.hits.length > 0)
}
