import type { MedusaRequest } from "@medusajs/framework/http"
import { MAX_IMAGE_MB, memoryUpload } from "@chaka/kit"

type WithFiles = MedusaRequest & { file?: Express.Multer.File; files?: Record<string, Express.Multer.File[]> }

/**
 * The original client's multipart bodies: text fields and at most one picture, in one of the
 * named fields — by default `img` (the original's field for news) or `image` (a slide's, and
 * the storefront's). The
 * picture lands in `req.file`, where imageFrom() reads and checks it. Too large → 413 with
 * `tooLarge`; any other multipart mistake → 400 with `invalid`.
 */
export const pictureFieldUpload = (tooLarge: string, invalid: string, names: string[] = ["img", "image"]) =>
  memoryUpload({
    fields: names.map((name) => ({ name, maxCount: 1 })),
    maxMb: MAX_IMAGE_MB,
    tooLarge,
    invalid: () => invalid,
    then: (req) => {
      const files = (req as WithFiles).files ?? {}
      const file = names.map((name) => files[name]?.[0]).find(Boolean)
      if (file) (req as WithFiles).file = file
    },
  })
