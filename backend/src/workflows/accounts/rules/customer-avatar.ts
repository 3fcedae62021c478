import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { shownAvatarUrl, storedFilesUrl } from "@chaka/reviews/api"

/** Where the shop's stored files are served from (see storedFilesUrl), for shownAvatarUrl. */
export const filesUrlOf = (container: MedusaContainer) => storedFilesUrl(container.resolve(ContainerRegistrationKeys.CONFIG_MODULE))

/**
 * A customer as a customer reads it (GET/POST /store/customers/me): metadata.avatar_url stays
 * only when it is the shop's own stored picture for this customer, otherwise it is left out.
 */
export function withShownAvatar<T extends { id?: string | null; metadata?: Record<string, unknown> | null } | null | undefined>(
  customer: T,
  filesUrl: string | null
): T {
  if (!customer?.metadata || !("avatar_url" in customer.metadata)) return customer
  if (shownAvatarUrl(customer, filesUrl)) return customer
  const { avatar_url: _hidden, ...metadata } = customer.metadata
  return { ...customer, metadata }
}
