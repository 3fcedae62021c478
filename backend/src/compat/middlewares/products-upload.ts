import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"
import { imageFrom, type ImageInput, MAX_IMAGE_MB, memoryUpload } from "@chaka/kit"
import { MAX_GALLERY_IMAGES } from "../../workflows/products/validators"
import { messages } from "../../lib/messages"
import { compatMessages } from "../messages"
import { valueProblem } from "../../lib/http/input-check"
import { checkShopPictures } from "../../lib/pictures/shop-picture"

/** The original form's pictures: `img` (the main image) and `gallery` (several). */
export type CompatProductImages = { img?: ImageInput; gallery?: ImageInput[] }

type Files = Partial<Record<"img" | "gallery", Express.Multer.File[]>>

/** Reads the multipart body (in memory): too large a file → 413, other files or too many → 400. */
export const compatProductFiles = memoryUpload({
  fields: [
    { name: "img", maxCount: 1 },
    { name: "gallery", maxCount: MAX_GALLERY_IMAGES },
  ],
  maxMb: MAX_IMAGE_MB,
  maxFiles: 1 + MAX_GALLERY_IMAGES,
  tooLarge: compatMessages.productImageTooLarge(MAX_IMAGE_MB),
  invalid: () => compatMessages.productFilesInvalid(MAX_GALLERY_IMAGES),
})

// imageFrom checks one multer file (its bytes must be a picture); it reads it from `req.file`.
const picture = (file: Express.Multer.File) => imageFrom({ file } as unknown as MedusaRequest, messages)

/**
 * The text fields checked with the schema and the pictures with their bytes (their type, then
 * each decoded whole: checkShopPictures), all before any route runs, so refused input writes
 * nothing — not even the other pictures of the form. POST needs both `img` and `gallery`; PUT neither.
 * The route reads `validatedBody`: the fields plus `img` and `gallery` as the File module takes them.
 */
export function validateCompatProduct(schema: z.ZodType, { imagesRequired }: { imagesRequired: boolean }) {
  return async (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    // The input guard's checks on the multipart text fields (read after the global guard ran).
    const problem = valueProblem(req.body, "body")
    if (problem) return next(new MedusaError(MedusaError.Types.INVALID_DATA, problem))
    const result = schema.safeParse({ ...(req.body ?? {}) })
    if (!result.success) return next(new MedusaError(MedusaError.Types.INVALID_DATA, result.error.issues[0].message))
    const files = ((req as MedusaRequest & { files?: Files }).files ?? {}) as Files
    if (imagesRequired && !files.img?.length) return next(new MedusaError(MedusaError.Types.INVALID_DATA, compatMessages.productImgRequired))
    if (imagesRequired && !files.gallery?.length) {
      return next(new MedusaError(MedusaError.Types.INVALID_DATA, compatMessages.productGalleryRequired))
    }
    try {
      const images: CompatProductImages = {
        img: files.img?.length ? picture(files.img[0]) : undefined,
        gallery: files.gallery?.length ? files.gallery.map(picture) : undefined,
      }
      await checkShopPictures([...(files.img ?? []), ...(files.gallery ?? [])].map((file) => file.buffer))
      req.validatedBody = { ...(result.data as object), ...images }
      next()
    } catch (error) {
      next(error)
    }
  }
}
