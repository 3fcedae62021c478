import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { asValue } from "@medusajs/framework/awilix"
import { Modules } from "@medusajs/framework/utils"
import { AUDIT_ACTOR_KEY, type AuditActor, type AuditActorReader } from "../../workflows/audit/rules/actor"
import type { AuditAction } from "../../workflows/audit/rules/actions"
import { recordAudit } from "../../workflows/audit/rules/record"

/**
 * What an admin edits at routes no workflow hook or event reports: the content plugin's offers,
 * slides, news, policy pages and menus (also written through the compatibility API's /shop routes), bd-commerce's delivery days, and Medusa's price lists (the
 * shop's sale prices: their workflows have no hook, and the Pricing module's events name no actor).
 */
const RECORDED: Record<string, AuditAction> = {
  news: "content.changed",
  sliders: "content.changed",
  offers: "content.changed",
  "policy-pages": "content.changed",
  "category-menus": "content.changed",
  "delivery-days": "content.changed",
  "shop-identity": "content.changed",
  "price-lists": "price.changed",
}
const WRITES = ["POST", "PUT", "PATCH", "DELETE"] as const

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The record a content route names (`/admin/news/:id...`), or the one its answer created (`{ news: { id } }`). */
export function targetOf(path: string, answer: unknown): { type: string; id: string } {
  const [, , type = "content", id] = path.split("?")[0].split("/")
  if (id) return { type, id: decoded(id) }
  const created = answer && typeof answer === "object" ? Object.values(answer as Record<string, unknown>)[0] : undefined
  const createdId = created && typeof created === "object" ? (created as { id?: unknown }).id : undefined
  return { type, id: typeof createdId === "string" ? createdId : type }
}

/** Records a write once it has succeeded (a refused write records nothing), on the record `target` names. */
function recordWrite(
  target: (req: MedusaRequest, path: string, answer: unknown) => { type: string; id: string },
  /** Says who acted, when the request's sign-in is not the admin's own (the compatibility API). */
  actorFirst: (req: MedusaRequest) => Promise<void> = async () => {}
) {
  return function (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
    let answer: unknown
    const json = res.json.bind(res)
    res.json = (body: unknown) => {
      answer = body
      return json(body)
    }
    // After the answer: nothing here may throw (recordAudit logs its own failures).
    res.on("finish", () => {
      if (res.statusCode >= 400) return
      const path = (req.originalUrl ?? req.url).split("?")[0]
      const { type, id } = target(req, path, answer)
      const record = { action: RECORDED[type] ?? "content.changed", target_type: type, target_id: id, details: { method: req.method, path } }
      actorFirst(req).then(
        () => recordAudit(req.scope, record),
        () => recordAudit(req.scope, record)
      )
    })
    next()
  }
}

/**
 * The audit log's "edited content" (and a price list's "changed a price"). The content plugin's
 * workflows (a plugin installable in any Medusa store) neither announce their writes nor offer
 * hooks, so the writes are recorded where every admin entry point meets them: their /admin
 * routes and the compatibility API's (auditCompatContentWrite). Who: the signed-in admin.
 */
export const auditContentWrite = recordWrite((_req, path, answer) => targetOf(path, answer))

/** The compatibility API's content (/shop/<name>) under the names of its /admin twins. */
const COMPAT_CONTENT: Record<string, string> = { news: "news", sliders: "sliders", offers: "offers", menus: "category-menus" }

/**
 * The record a compatibility write names: `/shop/<name>/:id`, the menu of a sub-menu removal
 * (PUT /shop/menus, `menuId`), or the one created (the original's `{ insertedId }`).
 */
export function compatTargetOf(path: string, body: unknown, answer: unknown): { type: string; id: string } {
  const [, , name = "", id] = path.split("/")
  const type = COMPAT_CONTENT[decoded(name).toLowerCase()] ?? "content"
  if (id) return { type, id: decoded(id) }
  const menuId = (body as { menuId?: unknown } | undefined)?.menuId
  if (typeof menuId === "string") return { type, id: menuId }
  const insertedId = (answer as { insertedId?: unknown } | undefined)?.insertedId
  return { type, id: typeof insertedId === "string" ? insertedId : type }
}

/**
 * The compat token is the admin's customer sign-in (requireAdmin has let only admins through), so
 * the entry names the admin user behind it (the sign-in's user_id), as the same edit made in the
 * dashboard would.
 */
async function adminBehindCompatToken(req: MedusaRequest): Promise<void> {
  const identityId = (req as AuthenticatedMedusaRequest).auth_context?.auth_identity_id
  if (!identityId) return
  const [identity] = await req.scope.resolve(Modules.AUTH).listAuthIdentities({ id: [identityId] }, { select: ["id", "app_metadata"] })
  const userId = identity?.app_metadata?.user_id
  if (typeof userId !== "string") return
  const admin: AuditActor = { type: "user", id: userId }
  req.scope.register(AUDIT_ACTOR_KEY, asValue((() => admin) satisfies AuditActorReader))
}

/** A content write through the compatibility API (/shop/news, /shop/sliders, /shop/offers, /shop/menus). */
export const auditCompatContentWrite = recordWrite((req, path, answer) => compatTargetOf(path, req.body, answer), adminBehindCompatToken)

export const auditContentMiddlewares: MiddlewareRoute[] = [
  ...Object.keys(RECORDED).flatMap((resource) =>
    [`/admin/${resource}`, `/admin/${resource}/*`].map((matcher) => ({ method: [...WRITES], matcher, middlewares: [auditContentWrite] }))
  ),
  ...Object.keys(COMPAT_CONTENT).flatMap((name) =>
    [`/shop/${name}`, `/shop/${name}/*`].map((matcher) => ({ method: [...WRITES], matcher, middlewares: [auditCompatContentWrite] }))
  ),
]
