import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123082903 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "category_menu" ("id" text not null, "name" text not null, "sub_menus" text[] not null default '{}', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "category_menu_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_category_menu_deleted_at" ON "category_menu" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "news" ("id" text not null, "title" text not null, "description" text not null, "date" timestamptz not null, "image_url" text not null, "image_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "news_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_news_deleted_at" ON "news" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_news_date" ON "news" ("date") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "offer" ("id" text not null, "name" text not null, "url" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "offer_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_offer_deleted_at" ON "offer" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "slider" ("id" text not null, "image_url" text not null, "image_id" text not null, "url" text not null, "rank" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "slider_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_slider_deleted_at" ON "slider" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "category_menu" cascade;`);

    this.addSql(`drop table if exists "news" cascade;`);

    this.addSql(`drop table if exists "offer" cascade;`);

    this.addSql(`drop table if exists "slider" cascade;`);
  }

}
