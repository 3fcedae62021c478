import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { asValue } from "@medusajs/framework/awilix"
import type { IEventBusModuleService, Message } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { AUDIT_ACTOR_KEY, EVENT_ACTOR_KEY, type AuditActorReader } from "../../workflows/audit/rules/actor"

/**
 * Tells the workflows a request runs who asked, for the audit log: puts in the request's scope a
 * reader of the caller that Medusa's authentication leaves on the request (read when an entry is
 * written, so it does not matter that the route's authentication runs after this). Registered
 * with the input guard (matcher "/"); it checks nothing and refuses nothing.
 *
 * The events the request's workflows emit carry the caller too (metadata.actor), for subscribers
 * that record what a core workflow with no hook did: Medusa's inventory-level workflows announce
 * only the level's id (subscribers/audit-stock-changed.ts). Their emit step takes the event bus
 * from the container the route runs them with, the request's scope, so a scoped stand-in that
 * stamps each message reaches them and nothing else; Redis carries the metadata to any worker.
 */
export function auditActor(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const read: AuditActorReader = () => {
    const auth = (req as MedusaRequest & { auth_context?: { actor_type?: string; actor_id?: string } }).auth_context
    return auth?.actor_id && auth.actor_type ? { type: auth.actor_type, id: auth.actor_id } : null
  }
  req.scope.register(AUDIT_ACTOR_KEY, asValue(read))
  const bus = req.scope.resolve<IEventBusModuleService>(Modules.EVENT_BUS, { allowUnregistered: true })
  if (bus) req.scope.register(Modules.EVENT_BUS, asValue(stampingActor(bus, read)))
  next()
}

/** The event bus, with each emitted message's metadata naming the caller (when one is signed in). */
function stampingActor(bus: IEventBusModuleService, read: AuditActorReader): IEventBusModuleService {
  const emit: IEventBusModuleService["emit"] = (data, options) => {
    const actor = read()
    if (!actor) return bus.emit(data, options)
    const stamp = <T>(message: Message<T>): Message<T> => ({ ...message, metadata: { ...message.metadata, [EVENT_ACTOR_KEY]: actor } })
    return bus.emit(Array.isArray(data) ? data.map(stamp) : stamp(data), options)
  }
  return new Proxy(bus, {
    get: (target, key) => {
      if (key === "emit") return emit
      const value = Reflect.get(target, key, target) as unknown
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}
