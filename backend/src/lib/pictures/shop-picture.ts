import { randomBytes } from "node:crypto"
import { MedusaError } from "@medusajs/framework/utils"
import { sniffPicture } from "@chaka/kit"
import sharp from "sharp"
import { messages } from "../messages"
import { PICTURE_MAX_MEGAPIXELS, type PictureFile } from "./fit-picture"

/**
 * The only files the shop stores for anyone to see: pictures of the four types it shows.
 * Keyed by the format sharp (libvips) finds in the bytes — never the sender's type or name.
 */
export const SHOP_PICTURE_TYPES = {
  jpeg: { mimeType: "image/jpeg", extension: "jpg" },
  png: { mimeType: "image/png", extension: "png" },
  webp: { mimeType: "image/webp", extension: "webp" },
  gif: { mimeType: "image/gif", extension: "gif" },
} as const

/** The Content-Types a stored public file may be served with (src/lib/http/security-headers.ts). */
export const SHOP_PICTURE_MIME_TYPES: ReadonlySet<string> = new Set(Object.values(SHOP_PICTURE_TYPES).map((type) => type.mimeType))

/**
 * The bytes of a File module input, decoded as Medusa's own providers decode them: base64
 * when the string is base64, else a binary string (what `buffer.toString("binary")` gives).
 */
export function fileBytes(content: string): Buffer {
  const base64 = Buffer.from(content, "base64")
  return base64.toString("base64") === content ? base64 : Buffer.from(content, "binary")
}

export type ShopPictureType = (typeof SHOP_PICTURE_TYPES)[keyof typeof SHOP_PICTURE_TYPES]

/** Side of the tiny picture the damage check decodes to (see shopPictureTypeOf). */
const CHECK_SIZE = 32

/**
 * The picture type of these bytes, or the 400 that refuses them — the one reading of an
 * uploaded picture, so that every route answers the same:
 * - not a picture (`uploadNotAPicture`): their first bytes name none of the four types, or sharp
 *   does not read a picture of that same type from them (HTML, SVG, a page behind a JPEG's
 *   first bytes);
 * - too many pixels (`pictureTooManyPixels`), told by the header, before anything is decoded;
 * - damaged (`pictureDamaged`): the header reads but the pixels do not, to the end (a file cut
 *   short, or corrupted on the way). Such a file would otherwise be stored and shown broken,
 *   or make fitting it (fit-picture.ts) or copying it (picture-copies.ts) fail with a 500.
 *   The picture is decoded to its end into a tiny one (the first frame of an animated GIF or
 *   WebP): JPEG's shrink-on-load still reads every block, so the check costs a fraction of the
 *   full decode that fitting does. A JPEG or WebP whose end is scrambled, not cut, may still
 *   decode (those formats carry no checksum): stored as sent, it shows scrambled, and nothing
 *   fails later.
 */
export async function shopPictureTypeOf(bytes: Buffer): Promise<ShopPictureType> {
  // The first bytes (the content plugin's one list of signatures): a cheap refusal before sharp reads anything.
  const signature = sniffPicture(bytes)?.format
  if (!signature) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.uploadNotAPicture)
  let header: sharp.Metadata
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.uploadNotAPicture)
  }
  const { format, width, height } = header
  if (format !== signature || !width || !height) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.uploadNotAPicture)
  if (width * height > PICTURE_MAX_MEGAPIXELS * 1_000_000) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.pictureTooManyPixels(PICTURE_MAX_MEGAPIXELS))
  }
  try {
    await sharp(bytes, { limitInputPixels: false }).resize({ width: CHECK_SIZE, height: CHECK_SIZE, fit: "inside", withoutEnlargement: true }).raw().toBuffer()
  } catch {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.pictureDamaged)
  }
  return SHOP_PICTURE_TYPES[signature]
}

/**
 * The pictures of one request checked, each as shopPictureTypeOf does, before any of them is
 * stored. The File module stores a request's files side by side, so a damaged or foreign file
 * among several (POST /admin/uploads, the compatibility API's product form) would otherwise
 * leave the others stored with nothing pointing at them. The providers still check each file
 * as they store it: this only moves the refusal before the first write. One at a time, to keep
 * one decode in memory.
 */
export async function checkShopPictures(pictures: Buffer[]): Promise<void> {
  for (const bytes of pictures) await shopPictureTypeOf(bytes)
}

/**
 * A name the server itself chose for a file, kept before the generated part. Only the shop's own
 * workflows set this field (the avatar workflow: `avatar-<customer id>`); no upload route fills
 * it from a request — every route builds its file from the sender's bytes, name and type only —
 * and the sender's filename is never read for it. Anything but `avatar-<id>` is ignored.
 */
export type ServerNamedFile = { server_name_prefix?: string }
const SERVER_NAME_PREFIX = /^avatar-[A-Za-z0-9_]+$/

/**
 * The one upload rule, applied by the shop's file providers (src/modules/picture-file-*) to
 * every public file, whichever route sent it — Medusa's /admin/uploads included: the bytes must
 * be a whole JPEG, PNG, WebP or GIF picture (else 400: shopPictureTypeOf), and the file is
 * stored under a generated name with the extension and type of what it really is
 * (`<random hex>.<ext>`, or `<server prefix>-<random hex>.<ext>` for a ServerNamedFile). The
 * sender's name, folder and claimed type are dropped. (The providers make the name unique: Medusa's local one puts the
 * time before it, its S3 one a ULID after it.)
 */
export async function asShopPicture<T extends PictureFile & ServerNamedFile>(file: T): Promise<T> {
  const bytes = fileBytes(file.content ?? "")
  const type = await shopPictureTypeOf(bytes)
  const { server_name_prefix: prefix, ...rest } = file
  const serverPart = typeof prefix === "string" && SERVER_NAME_PREFIX.test(prefix) ? `${prefix}-` : ""
  const filename = `${serverPart}${randomBytes(6).toString("hex")}.${type.extension}`
  return { ...rest, filename, mimeType: type.mimeType, content: bytes.toString("base64") } as T
}

/** A public file cannot be streamed to storage: its bytes could not be checked first. */
export function refusePublicStream(file: { access?: string }) {
  if (file.access === "public") throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.uploadNotAPicture)
}
