import type { SearchTypes } from "@medusajs/framework/types"
import { FeatureFlag } from "@medusajs/framework/utils"
import { BANGLA, type ShopLocale } from "./locale"

/** Query as a subscriber (the container's) and the Search module (its own) hand it: only its `graph`. */
type GraphQuery = Pick<SearchTypes.SearchContainer["query"], "graph">

/** A record's texts in one language, as the Translation module keeps them (`{ title, description }`). */
export type TranslatedTexts = Record<string, string>

/** How many records one query asks about (Medusa's own translation reads use the same batch). */
const BATCH = 250

/**
 * The texts the Translation module keeps in `locale` for these records (products, categories,
 * types…, by id), read through Query: only what was really translated — a blank text counts as
 * none, as in Medusa's store routes — so a caller can tell Bangla from the English it falls back to.
 */
export async function translatedTexts(query: GraphQuery, ids: string[], locale: ShopLocale = BANGLA): Promise<Map<string, TranslatedTexts>> {
  const found = new Map<string, TranslatedTexts>()
  const unique = [...new Set(ids)]
  if (!unique.length || !FeatureFlag.isFeatureEnabled("translation")) return found
  for (let start = 0; start < unique.length; start += BATCH) {
    const batch = unique.slice(start, start + BATCH)
    const { data } = await query.graph({
      entity: "translation",
      fields: ["reference_id", "translations"],
      filters: { reference_id: batch, locale_code: locale },
      pagination: { take: batch.length },
    })
    for (const row of data as { reference_id: string; translations?: Record<string, unknown> | null }[]) {
      const texts = Object.entries(row.translations ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== "")
      if (texts.length) found.set(row.reference_id, Object.fromEntries(texts))
    }
  }
  return found
}
