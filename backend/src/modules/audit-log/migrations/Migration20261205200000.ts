import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The audit log's table, and a trigger that refuses every UPDATE and DELETE of its rows: not even
 * code going round the module's service can alter an entry. (TRUNCATE, a whole-table statement a
 * database owner runs, e.g. the test runner between suites, is not a row change and stays possible.)
 */
export class Migration20261205200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "audit_entry" ("id" text not null, "actor_type" text null, "actor_id" text null, "actor_email" text null, "action" text not null, "target_type" text not null, "target_id" text not null, "details" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "audit_entry_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_audit_entry_action" ON "audit_entry" ("action") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_audit_entry_target_id" ON "audit_entry" ("target_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_audit_entry_created_at" ON "audit_entry" ("created_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_audit_entry_deleted_at" ON "audit_entry" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`create or replace function audit_entry_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'The audit log cannot be changed' using errcode = 'insufficient_privilege';
end;
$$;`)
    this.addSql(`drop trigger if exists "audit_entry_append_only" on "audit_entry";`)
    this.addSql(
      `create trigger "audit_entry_append_only" before update or delete on "audit_entry" for each row execute function audit_entry_refuse_change();`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "audit_entry_append_only" on "audit_entry";`)
    this.addSql(`drop function if exists audit_entry_refuse_change();`)
    this.addSql(`drop table if exists "audit_entry" cascade;`)
  }
}
