import { imageFrom as kitImageFrom, MAX_IMAGE_MB, memoryUpload, type ImageInput } from "@chaka/kit"
import type { MedusaRequest } from "@medusajs/framework/http"
import { messages } from "../messages"

export { MAX_IMAGE_MB }

/**
 * Reads a multipart body with one `image` file (in memory, at most MAX_IMAGE_MB). Too large →
 * 413; any other multipart problem → 400. imageFrom then checks that it really is a picture.
 */
export const imageUpload = memoryUpload({
  fields: "image",
  maxMb: MAX_IMAGE_MB,
  tooLarge: messages.imageTooLarge(MAX_IMAGE_MB),
  invalid: (error) => `${error.message} (send one file in the field "image")`,
})

/**
 * The uploaded picture as the workflows take it; 400 "image is required" when missing or not a
 * picture. It is called `<name or "image">.<extension of its real type>`, never by the sender's
 * name. (The shop's file providers also check the whole picture and give it a generated name.)
 */
export const imageFrom = (req: MedusaRequest, name?: string): ImageInput => kitImageFrom(req, messages, name)
