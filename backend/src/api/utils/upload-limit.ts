import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { messages } from "../../lib/messages"
import { checkShopPictures } from "../../lib/pictures/shop-picture"

type UploadedFile = { size?: number; buffer?: Buffer }

/** The files Medusa's multer read for POST /admin/uploads. */
function uploadedFiles(req: MedusaRequest): UploadedFile[] {
  const files = (req as MedusaRequest & { files?: unknown }).files
  return (Array.isArray(files) ? files : Object.values(files ?? {}).flat()) as UploadedFile[]
}

/**
 * Largest file the dashboard may send to POST /admin/uploads. Above the shop's own routes' 2 MB
 * on purpose: admins upload phone photos (4 000 px, 2–5 MB, more for a PNG screenshot) that the
 * file provider fits to 1 600 px WebP (lib/pictures/fit-picture.ts, docs/performance.md).
 */
export const ADMIN_UPLOAD_MAX_MB = 10

/**
 * POST /admin/uploads (Medusa's route): every file at most ADMIN_UPLOAD_MAX_MB, else 413 with a
 * message (Medusa's multer has no limit of its own; admins only). Medusa's multer has read the
 * files by the time this runs; what they are is checked next (checkUploadedPictures) and again
 * by the file provider (lib/pictures/shop-picture.ts).
 */
export function limitUploadSize(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (uploadedFiles(req).some((file) => (file?.size ?? 0) > ADMIN_UPLOAD_MAX_MB * 1024 * 1024)) {
    res.status(413).json({ type: "payload_too_large", message: messages.uploadTooLarge(ADMIN_UPLOAD_MAX_MB) })
    return
  }
  next()
}

/**
 * POST /admin/uploads, after limitUploadSize: every file is a whole picture (400 with the
 * message of the first that is not: not a picture, too many pixels, damaged) before Medusa's
 * route stores any of them, so a refused file among several leaves none stored.
 */
export async function checkUploadedPictures(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    await checkShopPictures(uploadedFiles(req).flatMap((file) => (file?.buffer ? [file.buffer] : [])))
    next()
  } catch (error) {
    next(error)
  }
}
