import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { PolicyHandle } from "../api/validators"
import { messages } from "../messages"
import { CONTENT_MODULE } from "../modules/content"
import type ContentModuleService from "../modules/content/service"

/** The stored page of a handle: 400 for a malformed handle, 404 for an unknown one. */
export async function policyPageOfHandle(container: MedusaContainer, handle: string) {
  if (!PolicyHandle.safeParse(handle).success) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.policyHandleInvalid)
  const [page] = await container.resolve<ContentModuleService>(CONTENT_MODULE).listPolicyPages({ handle }, { take: 1 })
  if (!page) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.policyPageNotFound(handle))
  return page
}
