import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { inStockVariants } from "./availability"
import { offers } from "./offers"
import type { CatalogueOrder, CatalogueParams } from "./params"
import type { CatalogueShop } from "./shop"

/** A product as the /shop page shows it: its first variant's price and stock. */
export type CatalogueProduct = {
  id: string
  title: string
  handle: string
  thumbnail: string | null
  brand: string | null
  type: string | null
  category: { name: string; handle: string } | null
  /** taka */
  price: number
  variant_id: string
  /** The variant can be bought now: some is available in the channel, or its stock is not tracked. */
  in_stock: boolean
}

export type CatalogueList = { products: CatalogueProduct[]; count: number; limit: number; offset: number }

// Fixed SQL per order, never text from the request. Ties (same price, same second) by id,
// so pages never repeat or skip a product.
const ORDER_BY: Record<CatalogueOrder, string> = {
  newest: "created_at DESC, id DESC",
  price_asc: "price ASC, created_at DESC, id DESC",
  price_desc: "price DESC, created_at DESC, id DESC",
}

/** `LIKE` pattern matching the text anywhere, the text's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The WHERE clause of the filters, over the columns of `offers` (aliased `offer`). */
function filters(knex: Knex, params: CatalogueParams) {
  const clauses: Knex.Raw[] = [knex.raw("true")]
  if (params.brands.length) clauses.push(knex.raw("lower(offer.brand) = ANY(?::text[])", [params.brands]))
  if (params.types.length) clauses.push(knex.raw("lower(offer.type) = ANY(?::text[])", [params.types]))
  if (params.min !== undefined) clauses.push(knex.raw("offer.price >= ?", [params.min]))
  if (params.max !== undefined) clauses.push(knex.raw("offer.price <= ?", [params.max]))
  if (params.q) {
    const pattern = containing(params.q)
    clauses.push(knex.raw("(offer.title ILIKE ? OR offer.brand ILIKE ?)", [pattern, pattern]))
  }
  if (params.category) {
    // The category chosen by handle or name, and the categories below it (whose materialized
    // path starts with its own), all visible in the store (active, not internal).
    clauses.push(
      knex.raw(
        `EXISTS (
           SELECT 1 FROM product_category_product pcp
           JOIN product_category c ON c.id = pcp.product_category_id
             AND c.deleted_at IS NULL AND c.is_active AND NOT c.is_internal
           JOIN product_category chosen ON chosen.deleted_at IS NULL AND chosen.is_active AND NOT chosen.is_internal
             AND (c.id = chosen.id OR left(c.mpath, length(chosen.mpath) + 1) = chosen.mpath || '.')
           WHERE pcp.product_id = offer.id
             AND (lower(chosen.handle) = ? OR lower(regexp_replace(trim(chosen.name), '\\s+', ' ', 'g')) = ?)
         )`,
        [params.category, params.category]
      )
    )
  }
  return knex.raw(clauses.map(() => "?").join(" AND "), clauses)
}

type Row = { count: number; products: (Omit<CatalogueProduct, "in_stock"> & { manage_inventory: boolean })[] }

/**
 * One page of the catalogue and the number of products matching the filters, in one query:
 * the matching offers are counted, and only the page's rows are sorted out, given their
 * category (the deepest one visible in the store) and turned into JSON. Stock is then asked
 * of Medusa for the page's variants alone.
 */
export async function listCatalogue(
  container: MedusaContainer,
  shop: CatalogueShop,
  params: CatalogueParams
): Promise<CatalogueList> {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await knex.raw<{ rows: Row[] }>(
    `WITH matched AS (SELECT offer.* FROM (?) offer WHERE ?)
     SELECT
       (SELECT count(*) FROM matched)::int AS count,
       COALESCE((
         SELECT json_agg(json_build_object(
                  'id', page.id, 'title', page.title, 'handle', page.handle, 'thumbnail', page.thumbnail,
                  'brand', page.brand, 'type', page.type,
                  'category', CASE WHEN category.handle IS NULL THEN NULL
                                   ELSE json_build_object('name', category.name, 'handle', category.handle) END,
                  'price', page.price, 'variant_id', page.variant_id, 'manage_inventory', page.manage_inventory
                ) ORDER BY page.position)
         FROM (
           SELECT matched.*, row_number() OVER (ORDER BY ${ORDER_BY[params.order]}) AS position
           FROM matched
           ORDER BY ${ORDER_BY[params.order]}
           LIMIT ? OFFSET ?
         ) page
         LEFT JOIN LATERAL (
           SELECT c.name, c.handle FROM product_category_product pcp
           JOIN product_category c ON c.id = pcp.product_category_id
             AND c.deleted_at IS NULL AND c.is_active AND NOT c.is_internal
           WHERE pcp.product_id = page.id
           ORDER BY length(c.mpath) DESC, c.rank ASC, c.name ASC
           LIMIT 1
         ) category ON true
       ), '[]'::json) AS products`,
    [offers(knex, shop), filters(knex, params), params.limit, params.offset]
  )
  const { count, products: page } = rows[0]

  const inStock = await inStockVariants(
    container,
    page.filter((p) => p.manage_inventory).map((p) => p.variant_id),
    shop.salesChannelIds
  )
  const products = page.map(({ manage_inventory, ...product }) => ({
    ...product,
    price: Number(product.price),
    in_stock: !manage_inventory || inStock.has(product.variant_id),
  }))
  return { products, count, limit: params.limit, offset: params.offset }
}
