import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { roleById, type RoleKey } from "../../../lib/roles"
import { makeAdminWorkflow } from "../../../workflows/accounts/make-admin"
import { MADE_ADMIN_KEY } from "../../../workflows/accounts/steps/mark-made-admin"
import { roleIdsOf } from "../../../workflows/accounts/steps/set-admin-role"
import type { MakeAdminConfirmed } from "./validators"

/** An admin made from this screen: who, since when, with which roles (the shop's role keys; other roles by id). */
export type MadeAdmin = { id: string; email: string; made_at: string; roles: (RoleKey | string)[] }

/** GET /admin/make-admin — `{ admins }`: the admins made from this screen, newest first (the ones it can remove). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const users = await req.scope.resolve(Modules.USER).listUsers({}, { select: ["id", "email", "metadata"] })
  const made = users.filter((user) => typeof user.metadata?.[MADE_ADMIN_KEY] === "string")
  const admins: MadeAdmin[] = await Promise.all(
    made.map(async (user) => ({
      id: user.id,
      email: user.email,
      made_at: user.metadata![MADE_ADMIN_KEY] as string,
      roles: (await roleIdsOf(req.scope, user.id).catch(() => [])).map((id) => roleById(id)?.key ?? id),
    }))
  )
  admins.sort((a, b) => b.made_at.localeCompare(a.made_at))
  res.json({ admins })
}

/**
 * POST /admin/make-admin { email, role, confirm: true } — the person who signs in with this email
 * (password or OpenID) becomes an admin with this role, listed on this screen.
 */
export async function POST(req: AuthenticatedMedusaRequest<MakeAdminConfirmed>, res: MedusaResponse) {
  const { email, role } = req.validatedBody
  const { result } = await makeAdminWorkflow(req.scope).run({ input: { email, role, mark: true } })
  res.json({ user_id: result.user_id, created: result.created, role })
}
