import type { Knex } from "@medusajs/framework/mikro-orm/knex"

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
export const duplicateWarning = ({ kind, email, records }: EmailDuplicates) =>
  `Email ${email}: ${records.length} ${kind}s differ only in letter case (${records
    .map((record) => `${record.id} "${record.email}"`)
    .join(", ")}); the shop now treats them as one email: merge or remove the extra ones by hand.`
