import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { messages } from "../../lib/messages"

/** Records whose emails are the same ignoring letter case and spaces around them. */
export type EmailDuplicates = { kind: "customer account" | "password sign-in"; email: string; records: { id: string; email: string }[] }

/**
 * Case-variant duplicates the shop cannot tell apart now that emails are normalised: registered
 * customers (accounts, not guests) and password sign-ins (emailpass identities) whose emails are
 * equal ignoring case. Read only: nothing is changed or deleted.
 */
export async function findEmailDuplicates(pg: Knex): Promise<EmailDuplicates[]> {
  const customers = await pg.raw<{ rows: { email: string; records: { id: string; email: string }[] }[] }>(
    `select lower(trim(email)) as email, json_agg(json_build_object('id', id, 'email', email) order by created_at) as records
       from customer where deleted_at is null and has_account = true and email is not null
       group by lower(trim(email)) having count(*) > 1 order by 1`
  )
  const signIns = await pg.raw<{ rows: { email: string; records: { id: string; email: string }[] }[] }>(
    `select lower(trim(entity_id)) as email, json_agg(json_build_object('id', auth_identity_id, 'email', entity_id) order by created_at) as records
       from provider_identity where deleted_at is null and provider = 'emailpass'
       group by lower(trim(entity_id)) having count(*) > 1 order by 1`
  )
  return [
    ...customers.rows.map((row) => ({ kind: "customer account" as const, ...row })),
    ...signIns.rows.map((row) => ({ kind: "password sign-in" as const, ...row })),
  ]
}

/** One line per group, naming every record, for the operator to merge or remove by hand. */
export const duplicateWarning = ({ kind, email, records }: EmailDuplicates) => messages.emailCaseDuplicates(email, kind, records)

/** A customer account whose email none of its sign-ins proved (made before emails were bound). */
export type UnprovenAccount = { id: string; email: string; proven: string[] }

/**
 * Customer accounts linked to sign-ins none of which proved the account's email (password sign-in
 * email, or the OpenID account's email): what an email squat made before the shop bound emails to
 * sign-ins looks like. Read only.
 */
export async function findUnprovenAccounts(pg: Knex): Promise<UnprovenAccount[]> {
  const result = await pg.raw<{ rows: UnprovenAccount[] }>(
    `select c.id, c.email,
            json_agg(coalesce(case when p.provider = 'emailpass' then p.entity_id else p.user_metadata->>'email' end, p.provider)) as proven
       from customer c
       join auth_identity a on a.app_metadata->>'customer_id' = c.id and a.deleted_at is null
       join provider_identity p on p.auth_identity_id = a.id and p.deleted_at is null
      where c.deleted_at is null and c.has_account = true and c.email is not null
      group by c.id, c.email
     having bool_and(lower(trim(coalesce(case when p.provider = 'emailpass' then p.entity_id else p.user_metadata->>'email' end, '')))
                     <> lower(trim(c.email)))
      order by c.created_at`
  )
  return result.rows
}

export const unprovenWarning = ({ id, email, proven }: UnprovenAccount) => messages.unprovenAccount(id, email, proven)
