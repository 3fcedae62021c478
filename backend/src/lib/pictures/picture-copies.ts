import path from "node:path"
import type { FileTypes } from "@medusajs/framework/types"
import sharp from "sharp"
import type { PictureFile } from "./fit-picture"

/**
 * Smaller copies kept beside each stored picture, so that a product card on a phone fetches a
 * picture near the size it is shown (a 1 600 px picture in a 190 px card is most of a
 * listing's bytes on a mobile connection). The storefront offers them as `srcset`.
 *
 * How they are named (storefront/src/lib/picture-sources.ts reads this, and must agree): a
 * picture with copies is stored in a folder that lists every width it is kept at, smallest
 * first and its own last — `w480_960_1600/<stored name>` — and the copy of width W lies beside
 * it as `<stored name without its extension>.<W>w.webp`.
 */
export const PICTURE_COPY_WIDTHS = [480, 960] as const
const COPY_QUALITY = 75
/** The formats copied (as fitted: GIFs may be animated, and are left alone). */
const COPIED_TYPES = new Set(["image/jpeg", "image/png", "image/webp"])

export type PictureCopy = { width: number; content: Buffer }

/**
 * A public picture (already fitted) with its smaller copies, renamed into the folder that
 * tells the storefront they exist. Anything else, and a picture no wider than the smallest
 * copy, comes back unchanged with none.
 */
export async function withCopies<T extends PictureFile & { access?: string }>(file: T): Promise<{ file: T; copies: PictureCopy[] }> {
  const none = { file, copies: [] }
  if (file.access !== "public" || !COPIED_TYPES.has(file.mimeType)) return none
  const content = Buffer.from(file.content, "base64")
  let width: number | undefined
  try {
    ;({ width } = await sharp(content).metadata())
  } catch {
    return none
  }
  if (!width) return none
  const widths = PICTURE_COPY_WIDTHS.filter((copyWidth) => copyWidth < width)
  if (widths.length === 0) return none
  const copies = await Promise.all(
    widths.map(async (copyWidth) => ({
      width: copyWidth,
      content: await sharp(content).rotate().resize({ width: copyWidth }).webp({ quality: COPY_QUALITY }).toBuffer(),
    }))
  )
  const folder = `w${[...widths, width].join("_")}`
  return { file: { ...file, filename: `${folder}/${path.basename(file.filename)}` }, copies }
}

const SIZES_FOLDER = /(?:^|\/)w(\d+(?:_\d+)+)\/[^/]+$/

/** Where the copy of `width` of the picture stored under `key` is kept. */
export function copyKey(key: string, width: number): string {
  return `${key.replace(/\.[^./]*$/, "")}.${width}w.webp`
}

/** The keys of every copy kept beside the picture stored under `key` (none for other files). */
export function copyKeysOf(key: string): string[] {
  const folder = SIZES_FOLDER.exec(key)
  if (!folder) return []
  return folder[1]
    .split("_")
    .slice(0, -1)
    .map((width) => copyKey(key, Number(width)))
}

/** What a provider deletes for `files`: each file, then the copies kept beside it. */
export function withCopyKeys(files: FileTypes.ProviderDeleteFileDTO | FileTypes.ProviderDeleteFileDTO[]): FileTypes.ProviderDeleteFileDTO[] {
  const list = Array.isArray(files) ? files : [files]
  return [...list, ...list.flatMap(({ fileKey }) => copyKeysOf(fileKey).map((key) => ({ fileKey: key })))]
}
