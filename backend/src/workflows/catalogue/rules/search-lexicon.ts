import type { ISearchModuleService, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { CATALOGUE_INDEX, type CatalogueDocument } from "./index-documents"
import { catalogueFilters } from "./list-products"
import { buildLexicon, inEnglish, isBangla, wordsOf, type Lexicon, type NamePair } from "./search-words"
import type { CatalogueShop } from "./shop"

/** The names the words are learnt from: the whole catalogue of a bicycle shop (tens to a few thousand products). */
const LEXICON_DOCUMENTS = 5000
/** Every product's names in English and Bangla, from the catalogue index (one query). */
async function catalogueNames(container: MedusaContainer, shop: CatalogueShop): Promise<NamePair[]> {
  const search = container.resolve<ISearchModuleService>(Modules.SEARCH)
  const { hits } = await search.search<CatalogueDocument>({
    entity: CATALOGUE_INDEX,
    filters: catalogueFilters(shop),
    pagination: { skip: 0, take: LEXICON_DOCUMENTS, order: { id: "ASC" } },
    search_options: { count: "none" },
  })
  return hits.flatMap(({ document: d }) => [
    { en: d.title, bn: d.title_bn },
    { en: d.brand, bn: null },
    { en: d.type, bn: d.type_bn },
    { en: d.category_name, bn: d.category_name_bn },
  ])
}

/**
 * The shop's words (search-words.ts), learnt from its catalogue index at each call: never kept,
 * so a translation removed or changed stops (or starts) leading a Bangla search at once.
 */
export async function catalogueLexicon(container: MedusaContainer, shop: CatalogueShop): Promise<Lexicon> {
  return buildLexicon(await catalogueNames(container, shop))
}

/**
 * A search with Bengali words, in English where the shop knows their English twins ("হাইক" →
 * "hike"): the English names carry the brand and rank by it, so a Bangla search ranks as its
 * English twin does. Undefined when nothing would change.
 */
export async function englishTwinSearch(container: MedusaContainer, shop: CatalogueShop, q: string): Promise<string | undefined> {
  if (!isBangla(q)) return undefined
  const lexicon = await catalogueLexicon(container, shop)
  const words = wordsOf(q)
  const twin = words.map((word) => inEnglish(lexicon, word)).join(" ")
  return twin === words.join(" ") ? undefined : twin
}
