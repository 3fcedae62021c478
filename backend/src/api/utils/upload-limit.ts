import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MAX_IMAGE_MB } from "@chaka/content/lib/image-upload"
import { messages } from "../../lib/messages"

/**
 * POST /admin/uploads (Medusa's route, used by the dashboard): every file at most MAX_IMAGE_MB,
 * the limit of the shop's own upload routes, else 413 with a message. Medusa's multer (no size
 * limit of its own, admins only) has read the files by the time this runs; what they are is
 * checked by the file provider (lib/pictures/shop-picture.ts).
 */
export function limitUploadSize(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const files = (req as MedusaRequest & { files?: unknown }).files
  const list = (Array.isArray(files) ? files : Object.values(files ?? {}).flat()) as { size?: number }[]
  if (list.some((file) => (file?.size ?? 0) > MAX_IMAGE_MB * 1024 * 1024)) {
    res.status(413).json({ type: "payload_too_large", message: messages.uploadTooLarge(MAX_IMAGE_MB) })
    return
  }
  next()
}
