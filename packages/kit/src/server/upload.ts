import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import multer from "multer"

/** The size limit of an uploaded picture, in MB. */
export const MAX_IMAGE_MB = 2

/** A picture as the File module takes it: base64 content. */
export type ImageInput = { filename: string; mimeType: string; content: string }

/**
 * The picture types the shop shows, told by what the bytes start with, not by what the browser
 * claims. The one list of these signatures: the backend's file providers use it too
 * (backend/src/lib/pictures/shop-picture.ts), before confirming the type by decoding.
 */
export const PICTURE_SIGNATURES = [
  { format: "jpeg", mimeType: "image/jpeg", extension: "jpg", matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    format: "png",
    mimeType: "image/png",
    extension: "png",
    matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { format: "gif", mimeType: "image/gif", extension: "gif", matches: (b: Buffer) => b.subarray(0, 4).toString("latin1") === "GIF8" },
  {
    format: "webp",
    mimeType: "image/webp",
    extension: "webp",
    matches: (b: Buffer) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  },
] as const

export type PictureSignature = (typeof PICTURE_SIGNATURES)[number]

/** The picture type these bytes start with (JPEG, PNG, GIF, WebP), or undefined. */
export function sniffPicture(bytes: Buffer): PictureSignature | undefined {
  return PICTURE_SIGNATURES.find((signature) => signature.matches(bytes))
}

export type MemoryUploadOptions = {
  /** The file fields read: one field's name (`.single`) or several (`.fields`). */
  fields: string | multer.Field[]
  /** At most this many MB per file; a larger one → 413 with `tooLarge`. */
  maxMb: number
  /** At most this many files in all (default 1). */
  maxFiles?: number
  /** The 413 message. */
  tooLarge: string
  /** The 400 message for any other multipart problem (unexpected field, too many files). */
  invalid: (error: multer.MulterError) => string
  /** Runs after a successful read, e.g. to move a file of `.fields` into `req.file`. */
  then?: (req: MedusaRequest) => void
}

/**
 * A multipart parser (files in memory) with the shop's answers: a file over the limit → 413
 * `{ type: "payload_too_large", message }`, any other multipart problem → 400. The one helper
 * behind every upload route that reads its own multipart body (the content plugin's news and
 * sliders, the backend's compatibility routes).
 */
export function memoryUpload(options: MemoryUploadOptions) {
  const reader = multer({ storage: multer.memoryStorage(), limits: { fileSize: Math.floor(options.maxMb * 1024 * 1024), files: options.maxFiles ?? 1 } })
  const parser = typeof options.fields === "string" ? reader.single(options.fields) : reader.fields(options.fields)
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    parser(req as never, res as never, (error: unknown) => {
      if (error instanceof multer.MulterError && error.code === "LIMIT_FILE_SIZE") {
        res.status(413).json({ type: "payload_too_large", message: options.tooLarge })
        return
      }
      if (error instanceof multer.MulterError) return next(new MedusaError(MedusaError.Types.INVALID_DATA, options.invalid(error)))
      if (error) return next(error)
      options.then?.(req)
      next()
    })
  }
}

/** The 400 messages of imageFrom. */
export type ImageMessages = { imageRequired: string; imageType: string }

/**
 * The uploaded picture (`req.file`, read by memoryUpload) as the workflows take it; 400 with the
 * caller's message when it is missing or not a picture. It is called `<name or "image">.<extension
 * of its real type>`, never by the sender's name: its extension decides how a file server labels
 * the file.
 */
export function imageFrom(req: MedusaRequest, messages: ImageMessages, name?: string): ImageInput {
  const file = (req as MedusaRequest & { file?: Express.Multer.File }).file
  if (!file) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.imageRequired)
  const kind = sniffPicture(file.buffer)
  if (!kind) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.imageType)
  const filename = `${name || "image"}.${kind.extension}`
  return { filename, mimeType: kind.mimeType, content: file.buffer.toString("base64") }
}
