import { defineSearchIndex, graphSeed, search } from "@medusajs/framework/utils"
import { CATALOGUE_INDEX, CATALOGUE_ROW_FIELDS, catalogueDocuments, type CatalogueRow } from "../workflows/catalogue/rules/index-documents"

/**
 * The shop's catalogue in Medusa's Search module (PostgreSQL provider): one document per product
 * a shopper can buy — published, in a sales channel, priced in taka for the shop's region by
 * Medusa's pricing module. The listing, its facets, category pages and the header search read
 * it (workflows/catalogue/rules).
 */
const fields = search.define({
  id: search.keyword().filterable().sortable(),
  title: search.text().searchable({ weight: 4 }),
  brand: search.keyword().searchable({ weight: 3 }).facetable(),
  type: search.keyword().searchable({ weight: 2 }).facetable(),
  category_path: search.text().searchable({ weight: 2 }),
  description: search.text().searchable({ weight: 1 }),
  // The same texts in Bangla where translated (workflows/catalogue/rules/bangla-documents.ts), weighted as
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
  // The bicycle's facts the /shop page filters by (modules/product-facts): the wheel size in
  // inches as text ("27.5"), the frame size as the maker names it and its lower-case key.
  wheel_size: search.keyword().filterable().facetable(),
  frame_size: search.keyword().facetable(),
  frame_size_key: search.keyword().filterable(),
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
  // The regular price a sale lowers, and the sale's end (workflows/catalogue/rules/calculated-prices.ts).
  regular_price: search.float(),
  sale_ends_at: search.keyword(),
  created_at: search.date().sortable(),
  // Units sold in orders not canceled (workflows/catalogue/rules/units-sold.ts): the "best selling"
  // order; filtered by the index's writer, which asks whether an order moved that order (index-writer.ts).
  sold: search.integer().filterable().sortable(),
})

export default defineSearchIndex({
  name: CATALOGUE_INDEX,
  entity: "product",
  fields,
  // Filled by its seed (an empty index, a reindex); kept current by the shop's subscriber of
  // Medusa's events (workflows/catalogue/rules/index-writer.ts), its one writer — so no `events` here.
  seed: graphSeed<typeof fields, CatalogueRow>({
    fields: CATALOGUE_ROW_FIELDS,
    transform: (rows, context) => catalogueDocuments(rows, context.container.query),
  }),
})
