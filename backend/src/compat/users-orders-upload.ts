import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { MAX_IMAGE_MB } from "@chaka/content/lib/image-upload"
import multer from "multer"
import { messages } from "../lib/messages"

const parser = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_IMAGE_MB * 1024 * 1024, files: 1 } }).fields([
  { name: "img", maxCount: 1 },
  { name: "image", maxCount: 1 },
])

type WithFiles = MedusaRequest & { file?: Express.Multer.File; files?: Record<string, Express.Multer.File[]> }

/**
 * PUT /users/updateUser's multipart body: text fields and at most one picture, in `img` (the
 * original's field) or `image` (the storefront's). The picture lands in `req.file`, where the
 * shop's imageFrom() reads and checks it. Too large → 413.
 */
export function profileUpload(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  parser(req as never, res as never, (error: unknown) => {
    if (error instanceof multer.MulterError && error.code === "LIMIT_FILE_SIZE") {
      res.status(413).json({ type: "payload_too_large", message: messages.compatImageTooLarge(MAX_IMAGE_MB) })
      return
    }
    if (error instanceof multer.MulterError) return next(new MedusaError(MedusaError.Types.INVALID_DATA, messages.compatProfileImageField))
    if (error) return next(error)
    const files = (req as WithFiles).files ?? {}
    const file = files.img?.[0] ?? files.image?.[0]
    if (file) (req as WithFiles).file = file
    next()
  })
}
