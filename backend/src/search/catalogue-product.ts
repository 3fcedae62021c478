import { defineSearchIndex, graphSeed, search } from "@medusajs/framework/utils"
import { CATALOGUE_INDEX, CATALOGUE_ROW_FIELDS, catalogueDocuments, type CatalogueRow } from "../lib/catalogue/index-documents"

/**
 * The shop's catalogue in Medusa's Search module (PostgreSQL provider): one document per product
 * a shopper can buy — published, in a sales channel, priced in taka for the shop's region by
 * Medusa's pricing module. The listing, its facets, category pages and the header search read
 * it (lib/catalogue).
 */
const fields = search.define({
  id: search.keyword().filterable().sortable(),
  title: search.text().searchable({ weight: 4 }),
  brand: search.keyword().searchable({ weight: 3 }).facetable(),
  type: search.keyword().searchable({ weight: 2 }).facetable(),
  category_path: search.text().searchable({ weight: 2 }),
  description: search.text().searchable({ weight: 1 }),
  // The same texts in Bangla where translated (lib/catalogue/bangla-documents.ts), weighted as
  // their English: a Bangla search finds a product and ranks it as the English search would.
  title_bn: search.text().searchable({ weight: 4 }),
  type_bn: search.keyword().searchable({ weight: 2 }),
  category_path_bn: search.text().searchable({ weight: 2 }),
  description_bn: search.text().searchable({ weight: 1 }),
  category_name_bn: search.keyword(),
  // Lower-case keys the filters compare with (brand and type chosen in any letter case; a
  // category by its handle or name, its sub-categories included).
  brand_key: search.keyword().filterable(),
  type_key: search.keyword().filterable(),
  category_keys: search.keyword().array().filterable(),
  sales_channel_ids: search.keyword().array().filterable(),
  handle: search.keyword(),
  thumbnail: search.keyword(),
  category_name: search.keyword(),
  category_handle: search.keyword(),
  variant_id: search.keyword(),
  manage_inventory: search.boolean(),
  price: search
    .float()
    .filterable()
    .sortable()
    .facetable({ types: ["stats"] }),
  created_at: search.date().sortable(),
  // Units sold in orders not canceled (lib/catalogue/units-sold.ts): the "best selling" order.
  sold: search.integer().sortable(),
})

export default defineSearchIndex({
  name: CATALOGUE_INDEX,
  entity: "product",
  fields,
  // Filled by its seed (an empty index, a reindex); kept current by the shop's subscriber of
  // Medusa's events (lib/catalogue/index-writer.ts), its one writer — so no `events` here.
  seed: graphSeed<typeof fields, CatalogueRow>({
    fields: CATALOGUE_ROW_FIELDS,
    transform: (rows, context) => catalogueDocuments(rows, context.container.query),
  }),
})
