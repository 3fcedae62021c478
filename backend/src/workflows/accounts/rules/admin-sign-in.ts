import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/** Whether this sign-in (auth identity) belongs to an existing Medusa admin user. */
export async function isAdminSignIn(container: MedusaContainer, authIdentityId: string | undefined) {
  if (!authIdentityId) return false
  const [identity] = await container.resolve(Modules.AUTH).listAuthIdentities({ id: [authIdentityId] })
  const userId = identity?.app_metadata?.user_id
  if (typeof userId !== "string") return false
  return (await container.resolve(Modules.USER).listUsers({ id: userId })).length > 0
}
