import type { CatalogueQuery } from "./calculated-prices"
import { translatedTexts, type TranslatedTexts } from "../../../lib/languages/translations"

/**
 * A catalogue document's Bangla (null where nothing is translated): the listing shows it on
 * Bangla pages, falling back to the English beside it, and the search reads both, each Bangla
 * field weighted as its English one, so a product ranks the same whichever language it is
 * found in.
 */
export type BanglaFields = {
  title_bn: string | null
  description_bn: string | null
  type_bn: string | null
  /** The Bangla names of the categories the product is found under (as category_path). */
  category_path_bn: string | null
  /** The Bangla name of the category shown with it (as category_name). */
  category_name_bn: string | null
}

type Named = { id: string }

/** What a batch of documents is given in Bangla: each product's, type's and category's texts, by id. */
export type BanglaTexts = Map<string, TranslatedTexts>

/** One read of the Translation module for every record a batch of documents shows. */
export function banglaTextsFor(query: CatalogueQuery, records: { products: Named[]; types: ({ id?: string } | null | undefined)[]; categories: Named[] }) {
  const typeIds = records.types.map((type) => type?.id).filter((id): id is string => !!id)
  const ids = [...records.products.map((product) => product.id), ...typeIds, ...records.categories.map((category) => category.id)]
  return translatedTexts(query, ids)
}

export function banglaFields(
  texts: BanglaTexts,
  product: { id: string; type?: { id?: string } | null },
  path: Named[],
  shown: Named | undefined
): BanglaFields {
  const own = texts.get(product.id)
  const names = [...new Set(path.map((category) => texts.get(category.id)?.name).filter((name): name is string => !!name))]
  return {
    title_bn: own?.title ?? null,
    description_bn: own?.description ?? null,
    type_bn: (product.type?.id && texts.get(product.type.id)?.value) || null,
    category_path_bn: names.length ? names.join(" ") : null,
    category_name_bn: (shown && texts.get(shown.id)?.name) || null,
  }
}
