import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { CatalogueShop } from "./shop"

/*
 * The catalogue is read with SQL straight from Medusa's tables, because Query (query.graph)
 * cannot filter products by a module link (brand) or by a calculated price, and paging must
 * happen in the database. The tables, from the migrations of Medusa 2.21 and our brand module:
 *
 *   product (status, type_id, created_at)        product_type (value)
 *   product_variant (product_id, variant_rank, manage_inventory)
 *   product_category (name, handle, mpath "root_id.child_id", is_active, is_internal)
 *   product_category_product (product_id, product_category_id) — no deleted_at
 *   product_sales_channel (product_id, sales_channel_id)            link table
 *   product_product_brand_brand (product_id, brand_id) + brand (name)  link table (links/product-brand.ts)
 *   product_variant_price_set (variant_id, price_set_id) + price_set    link table
 *   price (price_set_id, currency_code, amount, price_list_id, rules_count, min_quantity)
 *   price_rule (price_id, attribute, value)    price_list (type, status, starts_at, ends_at, rules_count)
 *   price_list_rule (price_list_id, attribute, value jsonb)
 *   region (name)    customer_group_customer (customer_id, customer_group_id)
 *
 * Every table but product_category_product soft-deletes: each join excludes rows whose
 * deleted_at is set. If an upgrade of Medusa renames any of these, the catalogue tests fail.
 */

/**
 * The price a shopper sees for the price set `ps`, as Medusa's pricing module calculates it
 * (PricingRepository.calculatePrices + calculatePrices in @medusajs/pricing) for the context the
 * store routes use: the region, its currency and the signed-in customer's groups.
 * - candidates: prices in the currency, not deleted, for a quantity of 1, whose rules all match
 *   the context (region_id, customer.groups.id);
 * - the default price: the candidate outside price lists with the most rules, then the lowest;
 * - the price-list price: a candidate of an active, current price list whose own rules all match,
 *   with the most rules (price's + list's), then the lowest;
 * - an "override" list's price replaces the default; a "sale" list's price applies when lower.
 */
function calculatedPrice(knex: Knex, shop: CatalogueShop) {
  const context = knex.raw(
    `(SELECT array_agg(r.id) FROM region r WHERE r.name = ? AND r.deleted_at IS NULL)`,
    [shop.regionName]
  )
  const groups = knex.raw(
    `(SELECT array_agg(g.customer_group_id) FROM customer_group_customer g
       WHERE g.customer_id = ? AND g.deleted_at IS NULL)`,
    [shop.customerId ?? null]
  )
  const candidate = knex.raw(
    `pr.price_set_id = ps.id
       AND pr.currency_code = ?
       AND pr.deleted_at IS NULL
       AND (pr.min_quantity IS NULL OR pr.min_quantity <= 1)
       AND (pr.rules_count = 0 OR pr.rules_count = (
         SELECT count(*) FROM price_rule rule
         WHERE rule.price_id = pr.id AND rule.deleted_at IS NULL
           AND ((rule.attribute = 'region_id' AND rule.value = ANY(?::text[]))
             OR (rule.attribute = 'customer.groups.id' AND rule.value = ANY(?::text[])))
       ))`,
    [shop.currencyCode, context, groups]
  )
  return knex.raw(
    `SELECT CASE
              WHEN listed.type = 'override' THEN listed.amount
              WHEN listed.type = 'sale' THEN LEAST(listed.amount, base.amount)
              ELSE base.amount
            END AS amount
     FROM (SELECT 1) one
     LEFT JOIN LATERAL (
       SELECT pr.amount FROM price pr
       WHERE pr.price_list_id IS NULL AND ?
       ORDER BY pr.rules_count DESC, pr.amount ASC
       LIMIT 1
     ) base ON true
     LEFT JOIN LATERAL (
       SELECT pr.amount, pl.type FROM price pr
       JOIN price_list pl ON pl.id = pr.price_list_id
       WHERE ?
         AND pl.deleted_at IS NULL AND pl.status = 'active'
         AND (pl.starts_at IS NULL OR pl.starts_at <= now())
         AND (pl.ends_at IS NULL OR pl.ends_at >= now())
         AND (COALESCE(pl.rules_count, 0) = 0 OR pl.rules_count = (
           SELECT count(*) FROM price_list_rule plr
           WHERE plr.price_list_id = pl.id AND plr.deleted_at IS NULL
             AND ((plr.attribute = 'region_id' AND jsonb_exists_any(plr.value, ?::text[]))
               OR (plr.attribute = 'customer.groups.id' AND jsonb_exists_any(plr.value, ?::text[])))
         ))
       ORDER BY pr.rules_count + COALESCE(pl.rules_count, 0) DESC, pr.amount ASC
       LIMIT 1
     ) listed ON true`,
    [candidate, candidate, context, groups]
  )
}

/**
 * One row per product a shopper can buy in this shop: published, in one of the key's sales
 * channels, and with a price. Its offer is its first variant (by rank, then age) that has a
 * price in the shop's currency.
 *
 * Columns: id, title, handle, thumbnail, created_at, brand (name), type (value),
 * variant_id, manage_inventory, price (taka).
 */
export function offers(knex: Knex, shop: CatalogueShop) {
  return knex.raw(
    `SELECT p.id, p.title, p.handle, p.thumbnail, p.created_at,
            brand.name AS brand, pt.value AS type,
            offer.variant_id, offer.manage_inventory, offer.price
     FROM product p
     LEFT JOIN product_type pt ON pt.id = p.type_id AND pt.deleted_at IS NULL
     LEFT JOIN LATERAL (
       SELECT b.name FROM product_product_brand_brand pb
       JOIN brand b ON b.id = pb.brand_id AND b.deleted_at IS NULL
       WHERE pb.product_id = p.id AND pb.deleted_at IS NULL
       ORDER BY pb.created_at
       LIMIT 1
     ) brand ON true
     JOIN LATERAL (
       SELECT v.id AS variant_id, v.manage_inventory, calculated.amount AS price
       FROM product_variant v
       JOIN product_variant_price_set vps ON vps.variant_id = v.id AND vps.deleted_at IS NULL
       JOIN price_set ps ON ps.id = vps.price_set_id AND ps.deleted_at IS NULL
       JOIN LATERAL (?) calculated ON calculated.amount IS NOT NULL
       WHERE v.product_id = p.id AND v.deleted_at IS NULL
       ORDER BY v.variant_rank ASC NULLS LAST, v.created_at ASC, v.id ASC
       LIMIT 1
     ) offer ON true
     WHERE p.status = 'published' AND p.deleted_at IS NULL
       AND EXISTS (
         SELECT 1 FROM product_sales_channel psc
         WHERE psc.product_id = p.id AND psc.deleted_at IS NULL AND psc.sales_channel_id = ANY(?::text[])
       )`,
    [calculatedPrice(knex, shop), shop.salesChannelIds]
  )
}
