import { MedusaError } from "@medusajs/framework/utils"
import sharp from "sharp"
import { messages } from "../messages"

/**
 * Widest picture the shop keeps: the home slider fills a desktop screen's width, product
 * cards and pages need far less. A phone photo (4 000 px, 2–5 MB) would otherwise be sent
 * as is to every visitor on a mobile connection.
 */
export const PICTURE_MAX_WIDTH = 1600
/** A picture within the width and below this size is kept as uploaded (e.g. the seed's). */
const KEEP_BELOW_BYTES = 300 * 1024
/** More pixels than a 50-megapixel camera's are refused rather than decoded (memory). */
export const PICTURE_MAX_MEGAPIXELS = 64
const WEBP_QUALITY = 80

/** Formats re-encoded; GIF is left alone (it may be animated). */
const FITTED_TYPES = new Set(["image/jpeg", "image/png", "image/webp"])

export type PictureFile = { filename: string; mimeType: string; content: string }

/**
 * An uploaded picture made fit to show: turned upright (camera orientation), at most
 * PICTURE_MAX_WIDTH wide, as WebP. Anything else (documents, GIFs, bytes that do not decode)
 * passes through unchanged, as does a picture already small enough or one that WebP would
 * make larger. `content` is base64, as the File Module's providers receive it.
 */
export async function fitPicture<T extends PictureFile>(file: T): Promise<T> {
  if (!FITTED_TYPES.has(file.mimeType)) return file
  const original = Buffer.from(file.content, "base64")
  let width: number | undefined
  let height: number | undefined
  let orientation: number | undefined
  try {
    ;({ width, height, orientation } = await sharp(original, { limitInputPixels: false }).metadata())
  } catch {
    return file
  }
  if (!width || !height) return file
  if (width * height > PICTURE_MAX_MEGAPIXELS * 1_000_000) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.pictureTooManyPixels(PICTURE_MAX_MEGAPIXELS))
  }
  const upright = !orientation || orientation === 1
  if (width <= PICTURE_MAX_WIDTH && upright && original.length <= KEEP_BELOW_BYTES) return file

  const fitted = await sharp(original)
    .rotate() // applies the camera's orientation before the metadata that carried it is dropped
    .resize({ width: PICTURE_MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer()
  if (upright && fitted.length >= original.length && width <= PICTURE_MAX_WIDTH) return file
  return { ...file, filename: file.filename.replace(/(\.[^./\\]*)?$/, ".webp"), mimeType: "image/webp", content: fitted.toString("base64") }
}
