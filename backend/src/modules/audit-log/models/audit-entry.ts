import { model } from "@medusajs/framework/utils"

/**
 * One line of the audit log: who (an admin user, a customer, or nobody known: Medusa's own jobs
 * and events), did what, to which record, when. Written once, never changed: the table refuses
 * UPDATE and DELETE (the migration's trigger).
 */
const AuditEntry = model
  .define("audit_entry", {
    id: model.id({ prefix: "audit" }).primaryKey(),
    /** "user" (an admin), "customer", or null when what did it carries no actor. */
    actor_type: model.text().nullable(),
    actor_id: model.text().nullable(),
    actor_email: model.text().nullable(),
    /** What was done: order.approved, order.shipped, price.changed, admin.made... (workflows/audit/rules/actions.ts). */
    action: model.text(),
    /** The record it was done to: its kind (order, product_variant, inventory_level, user...) and id. */
    target_type: model.text(),
    target_id: model.text(),
    /** A short summary: the prices set, the stock counts, the amount refunded... */
    details: model.json().nullable(),
  })
  .indexes([{ on: ["action"] }, { on: ["target_id"] }, { on: ["created_at"] }])

export default AuditEntry
