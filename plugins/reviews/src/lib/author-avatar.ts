import type { ConfigModule } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/**
 * A customer's picture, as the shop keeps it in the customer's metadata. Only the server writes
 * these keys (the avatar upload); a customer cannot set them through any route.
 */
export type AvatarMetadata = { avatar_url?: string; avatar_file_id?: string }

/** The keys of customer metadata that the shop reads and only the server writes. */
export const SERVER_CUSTOMER_METADATA_KEYS = ["avatar_url", "avatar_file_id"] as const

/** The name (before the extension) the avatar upload gives a customer's picture. */
export const avatarFileName = (customerId: string) => `avatar-${customerId}`

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * Whether a stored file's key is a picture the avatar upload stored for this customer: its name
 * starts with `avatar-<customer id>`, a prefix the shop's file providers keep only when the
 * server asks (every other upload is renamed to random hex, whatever its sender called it).
 * As the provider keeps it: local `<time>-avatar-<id>-<hex>.<ext>`, S3
 * `avatar-<id>-<hex>-<ulid>.<ext>`, either possibly in a folder of smaller copies; avatars
 * stored before the random part (`<time>-avatar-<id>.<ext>`) still count.
 */
export function isAvatarFileOf(fileKey: unknown, customerId: string): fileKey is string {
  if (typeof fileKey !== "string" || !customerId) return false
  const name = fileKey.split("/").pop() ?? ""
  return new RegExp(`^(?:\\d+-)?${escape(avatarFileName(customerId))}(?:-[0-9a-f]{12})?(?:-[0-9A-Za-z]{26})?\\.[a-z0-9]+$`).test(name)
}

/**
 * Where the shop's stored files are served from (the file provider's `backend_url` for local
 * storage, `file_url` for S3), from the project's configuration; null when it cannot be told.
 */
export function storedFilesUrl(config: ConfigModule): string | null {
  const file = (config.modules as Record<string, unknown> | undefined)?.[Modules.FILE] as
    { options?: { providers?: { options?: { backend_url?: string; file_url?: string } }[] } } | undefined
  const options = file?.options?.providers?.[0]?.options
  const url = options?.backend_url ?? options?.file_url
  return typeof url === "string" && url ? url.replace(/\/+$/, "") : null
}

/**
 * The avatar to show for a customer: `metadata.avatar_url` only when it is the shop's own stored
 * copy of the picture the avatar upload stored for this customer (`avatar_file_id`), served from
 * the shop's file storage. Anything else (an outside address, another file) → null.
 */
export function shownAvatarUrl(
  customer: { id?: string | null; metadata?: Record<string, unknown> | null } | null | undefined,
  filesUrl: string | null
): string | null {
  const { avatar_url: url, avatar_file_id: fileId } = (customer?.metadata ?? {}) as Record<string, unknown>
  if (!customer?.id || !filesUrl || typeof url !== "string" || !isAvatarFileOf(fileId, customer.id)) return null
  const encodedKey = fileId.split("/").map(encodeURIComponent).join("/")
  return url === `${filesUrl}/${fileId}` || url === `${filesUrl}/${encodedKey}` ? url : null
}
