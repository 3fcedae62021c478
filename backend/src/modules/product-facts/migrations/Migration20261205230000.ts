import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261205230000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "product_facts" ("id" text not null, "product_id" text not null, "frame_size" text null, "frame_material" text null, "frame_material_bn" text null, "wheel_size_in" real null, "gears" integer null, "brakes" text null, "brakes_bn" text null, "weight_kg" real null, "suspension" text null, "suspension_bn" text null, "rider_height_min_cm" integer null, "rider_height_max_cm" integer null, "warranty_frame_months" integer null, "warranty_parts_months" integer null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "product_facts_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_product_facts_product_id_unique" ON "product_facts" ("product_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_facts_deleted_at" ON "product_facts" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_facts" cascade;`)
  }
}
