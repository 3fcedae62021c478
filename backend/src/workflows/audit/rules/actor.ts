import type { MedusaContainer } from "@medusajs/framework/types"

/** Who is calling: the request's signed-in actor, as Medusa's authentication left it. */
export type AuditActor = { type: string; id: string }

/**
 * The name under which each request's scope holds a reader of its caller (api/utils/audit-actor.ts).
 * A workflow run from a route gets that scope as its container, so its steps and the hooks of
 * Medusa's core workflows can tell who asked; a run from a subscriber or a job has no caller.
 */
export const AUDIT_ACTOR_KEY = "auditActor"
export type AuditActorReader = () => AuditActor | null

export function currentActor(container: MedusaContainer): AuditActor | null {
  const read = container.resolve<AuditActorReader | undefined>(AUDIT_ACTOR_KEY, { allowUnregistered: true })
  return typeof read === "function" ? read() : null
}

/** Where an event emitted during a request names its caller (api/utils/audit-actor.ts). */
export const EVENT_ACTOR_KEY = "actor"

/** The caller an event's metadata names, if it names one well formed. */
export function actorOfEvent(metadata: Record<string, unknown> | undefined): AuditActor | null {
  const actor = metadata?.[EVENT_ACTOR_KEY] as Partial<AuditActor> | undefined
  return typeof actor?.type === "string" && typeof actor.id === "string" ? { type: actor.type, id: actor.id } : null
}
