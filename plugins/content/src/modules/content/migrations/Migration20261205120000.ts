import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** An offer names the promotion or price list it advertises (models/offer.ts). */
export class Migration20261205120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "offer" add column if not exists "promotion_id" text null, add column if not exists "price_list_id" text null;`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_offer_promotion_id" ON "offer" ("promotion_id") WHERE promotion_id IS NOT NULL AND deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_offer_price_list_id" ON "offer" ("price_list_id") WHERE price_list_id IS NOT NULL AND deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_offer_promotion_id";`)
    this.addSql(`drop index if exists "IDX_offer_price_list_id";`)
    this.addSql(`alter table if exists "offer" drop column if exists "promotion_id", drop column if exists "price_list_id";`)
  }
}
