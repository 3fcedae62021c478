import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { MAX_IMAGE_MB, memoryUpload } from "@chaka/content/lib/image-upload"
import { messages } from "../lib/messages"

type WithFiles = MedusaRequest & { file?: Express.Multer.File; files?: Record<string, Express.Multer.File[]> }

/**
 * PUT /users/updateUser's multipart body: text fields and at most one picture, in `img` (the
 * original's field) or `image` (the storefront's). The picture lands in `req.file`, where the
 * shop's imageFrom() reads and checks it. Too large → 413.
 */
export const profileUpload = memoryUpload({
  fields: [
    { name: "img", maxCount: 1 },
    { name: "image", maxCount: 1 },
  ],
  maxMb: MAX_IMAGE_MB,
  tooLarge: messages.compatImageTooLarge(MAX_IMAGE_MB),
  invalid: () => messages.compatProfileImageField,
  then: (req) => {
    const files = (req as WithFiles).files ?? {}
    const file = files.img?.[0] ?? files.image?.[0]
    if (file) (req as WithFiles).file = file
  },
})
