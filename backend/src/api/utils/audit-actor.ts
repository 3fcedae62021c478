import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { asValue } from "@medusajs/framework/awilix"
import { AUDIT_ACTOR_KEY, type AuditActorReader } from "../../workflows/audit/rules/actor"

/**
 * Tells the workflows a request runs who asked, for the audit log: puts in the request's scope a
 * reader of the caller that Medusa's authentication leaves on the request (read when an entry is
 * written, so it does not matter that the route's authentication runs after this). Registered
 * with the input guard (matcher "/"); it checks nothing and refuses nothing.
 */
export function auditActor(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const read: AuditActorReader = () => {
    const auth = (req as MedusaRequest & { auth_context?: { actor_type?: string; actor_id?: string } }).auth_context
    return auth?.actor_id && auth.actor_type ? { type: auth.actor_type, id: auth.actor_id } : null
  }
  req.scope.register(AUDIT_ACTOR_KEY, asValue(read))
  next()
}
