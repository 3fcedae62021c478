import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { seedImagesDir } from "../../../src/scripts/seed/images"

/** One file of a multipart body. */
export type Upload = { bytes: Buffer; name: string; type: string }

/** A real 1×1 PNG and a small WebP: pictures the upload rules accept. */
export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64")
export const WEBP = Buffer.from("UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA", "base64")
/** A text file is not a picture, whatever its name says. */
export const NOT_A_PICTURE = Buffer.from("not a picture")
/** Over the 2 MB upload limit, yet a PNG by its first bytes. */
export const TOO_LARGE_PNG = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)])

/** A file sent as image/png (whatever its bytes are). */
export const png = (name = "picture.png", bytes: Buffer = PNG): Upload => ({ bytes, name, type: "image/png" })

/** A real product photo from the seed's pictures, as an admin would upload it. */
export function seedPhoto(): Upload {
  const dir = seedImagesDir()
  return {
    bytes: readFileSync(
      join(
        dir,
        readdirSync(dir).find((file) => file.endsWith(".webp"))!
      )
    ),
    name: "ride.webp",
    type: "image/webp",
  }
}

/** A multipart body as a browser form sends it: the text fields, then each field's files. */
export function multipart(fields: Record<string, string> = {}, files: Record<string, Upload | Upload[] | undefined> = {}): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  for (const [field, uploads] of Object.entries(files)) {
    for (const upload of uploads === undefined ? [] : [uploads].flat()) {
      body.append(field, new Blob([new Uint8Array(upload.bytes)], { type: upload.type }), upload.name)
    }
  }
  return body
}
