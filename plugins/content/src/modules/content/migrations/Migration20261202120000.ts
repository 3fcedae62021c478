import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261202120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "slider" add column if not exists "title" text null;`)
    this.addSql(`alter table if exists "category_menu" add column if not exists "sub_menu_translations" jsonb null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "slider" drop column if exists "title";`)
    this.addSql(`alter table if exists "category_menu" drop column if exists "sub_menu_translations";`)
  }
}
