import { z } from "zod"
import { messages } from "../../messages"
import { addressSchema } from "../../lib/address/schemas"

const t = messages.profile

/** What POST /store/customers/me/avatar accepts (the backend checks the same, and the bytes). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const

const isFile = (value: unknown): value is File => typeof value === "object" && value !== null && "size" in value && "type" in value && "name" in value

/** A new picture is optional; one that is chosen must be a small JPEG, PNG, GIF or WebP. */
const avatar = z
  .custom<File | null>((value) => value === null || isFile(value))
  .refine((file) => !file || (AVATAR_TYPES as readonly string[]).includes(file.type), t.avatarWrongType)
  .refine((file) => !file || file.size <= AVATAR_MAX_BYTES, t.avatarTooLarge)

/** The update-profile form: phone and shipping address (all required), a new picture, and SMS about orders. */
export const profileSchema = addressSchema.extend({ avatar, smsNotifications: z.boolean() })

export type ProfileInput = z.infer<typeof profileSchema>
