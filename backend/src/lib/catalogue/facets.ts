import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { offers } from "./offers"
import type { CatalogueShop } from "./shop"

/** The /shop page's sidebar: the brands and types on sale, with product counts, and the price span. */
export type CatalogueFacets = {
  brands: { name: string; count: number }[]
  types: { value: string; count: number }[]
  /** taka; null when there is nothing on sale */
  price: { min: number | null; max: number | null }
}

/** Over the same products the listing shows unfiltered (see offers.ts), in one query. */
export async function catalogueFacets(container: MedusaContainer, shop: CatalogueShop): Promise<CatalogueFacets> {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await knex.raw<{ rows: CatalogueFacets[] }>(
    `WITH offer AS (?)
     SELECT
       COALESCE((
         SELECT json_agg(json_build_object('name', brand, 'count', n) ORDER BY lower(brand), brand)
         FROM (SELECT brand, count(*)::int AS n FROM offer WHERE brand IS NOT NULL GROUP BY brand) brands
       ), '[]'::json) AS brands,
       COALESCE((
         SELECT json_agg(json_build_object('value', type, 'count', n) ORDER BY lower(type), type)
         FROM (SELECT type, count(*)::int AS n FROM offer WHERE type IS NOT NULL GROUP BY type) types
       ), '[]'::json) AS types,
       (SELECT json_build_object('min', min(price), 'max', max(price)) FROM offer) AS price`,
    [offers(knex, shop)]
  )
  const { brands, types, price } = rows[0]
  const taka = (amount: number | null) => (amount === null ? null : Number(amount))
  return { brands, types, price: { min: taka(price.min), max: taka(price.max) } }
}
