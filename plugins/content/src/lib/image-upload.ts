import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import multer from "multer"
import { messages } from "../messages"
import type { ImageInput } from "../workflows/upload-image"

export const MAX_IMAGE_MB = 2

// What the bytes start with, not what the browser claims.
const SIGNATURES: { mimeType: string; extension: string; matches: (b: Buffer) => boolean }[] = [
  { mimeType: "image/jpeg", extension: "jpg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mimeType: "image/png",
    extension: "png",
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mimeType: "image/gif", extension: "gif", matches: (b) => b.subarray(0, 4).toString("latin1") === "GIF8" },
  {
    mimeType: "image/webp",
    extension: "webp",
    matches: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  },
]

const parser = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_IMAGE_MB * 1024 * 1024, files: 1 } }).single("image")

/**
 * Reads a multipart body with one `image` file (in memory, at most MAX_IMAGE_MB) and checks
 * that it really is a picture. Too large → 413; not a picture, missing → 400.
 */
export function imageUpload(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  parser(req as never, res as never, (error: unknown) => {
    if (error instanceof multer.MulterError && error.code === "LIMIT_FILE_SIZE") {
      res.status(413).json({ type: "payload_too_large", message: messages.imageTooLarge(MAX_IMAGE_MB) })
      return
    }
    if (error instanceof multer.MulterError) {
      return next(new MedusaError(MedusaError.Types.INVALID_DATA, `${error.message} (send one file in the field "image")`))
    }
    if (error) return next(error)
    next()
  })
}

/**
 * The uploaded picture as the workflows take it; 400 when missing or not an image. It is called
 * `<name or "image">.<extension of its real type>`, never by the sender's name. (The shop's file
 * providers also check the whole picture and give it a generated name: backend/src/lib/pictures.)
 * (Exported for the shop's own routes too, e.g. the customer's avatar.)
 */
export function imageFrom(req: MedusaRequest, name?: string): ImageInput {
  const file = (req as MedusaRequest & { file?: Express.Multer.File }).file
  if (!file) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.imageRequired)
  const kind = SIGNATURES.find((signature) => signature.matches(file.buffer))
  if (!kind) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.imageType)
  // Never the sender's name: its extension decides how a file server labels the file.
  const filename = `${name || "image"}.${kind.extension}`
  return { filename, mimeType: kind.mimeType, content: file.buffer.toString("base64") }
}
