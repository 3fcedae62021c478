import { z } from "zod"
import type { Messages } from "../../../i18n"

/** What the content plugin's image upload accepts (it checks the same, and the bytes). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const

const isFile = (value: unknown): value is File => typeof value === "object" && value !== null && "size" in value && "type" in value && "name" in value

/** A required picture: a JPEG, PNG, GIF or WebP of at most 2 MB (`t`: the page's adminContent texts). */
export const requiredImage = (t: Messages["adminContent"], requiredMessage: string) =>
  z
    .custom<File | null>((value) => value === null || value === undefined || isFile(value))
    .refine((file) => Boolean(file), requiredMessage)
    .refine((file) => !file || (IMAGE_TYPES as readonly string[]).includes(file.type), t.imageWrongType)
    .refine((file) => !file || file.size <= IMAGE_MAX_BYTES, t.imageTooLarge)
    .transform((file) => file as File)

/** A picture that may be left out (an edit keeps the current one): when given, checked as requiredImage. */
export const optionalImage = (t: Messages["adminContent"]) =>
  z
    .custom<File | null>((value) => value === null || value === undefined || isFile(value))
    .refine((file) => !file || (IMAGE_TYPES as readonly string[]).includes(file.type), t.imageWrongType)
    .refine((file) => !file || file.size <= IMAGE_MAX_BYTES, t.imageTooLarge)
    .transform((file) => file ?? null)

/** A link as the plugin accepts it: a storefront path ("/shop/Mountain") or an http(s) URL. */
export const link = (t: Messages["adminContent"]) =>
  z
    .string()
    .trim()
    .min(1, t.urlRequired)
    .refine((value) => value.startsWith("/") || /^https?:\/\/\S+$/.test(value), t.urlInvalid)
