import { z } from "zod"
import { perLanguage, type Messages } from "../../i18n"
import { isBangladeshiMobile } from "../session/address/phone"

/** What POST /store/customers/me/avatar accepts (the backend checks the same, and the bytes). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const
/** As long as the backend lets a first or last name be (FIELD_LIMITS.personName). */
export const NAME_MAX_LENGTH = 100

const isFile = (value: unknown): value is File => typeof value === "object" && value !== null && "size" in value && "type" in value && "name" in value

/** A new picture is optional; one that is chosen must be a small JPEG, PNG, GIF or WebP. */
const avatarSchema = (t: Messages["profile"]) =>
  z
    .custom<File | null>((value) => value === null || isFile(value))
    .refine((file) => !file || (AVATAR_TYPES as readonly string[]).includes(file.type), t.avatarWrongType)
    .refine((file) => !file || file.size <= AVATAR_MAX_BYTES, t.avatarTooLarge)

const ADDRESS_PARTS = ["division", "district", "thana", "road"] as const

const requiredMessage = (a: Messages["address"]) =>
  ({ division: a.divisionRequired, district: a.districtRequired, thana: a.thanaRequired, road: a.roadRequired }) as const

/**
 * The update-profile form's schema in a language's messages (one per language). Name, phone,
 * picture and address are each saved on their own: a blank name, phone or address is simply
 * not saved (the picture alone never asks for a division), but an address that is begun must
 * be finished and needs a phone for the rider.
 */
export const profileSchema = perLanguage((messages: Messages) => {
  const t = messages.profile
  const a = messages.address
  const required = requiredMessage(a)
  return z
    .object({
      // Blank keeps the saved name (an account made from an email alone has none), as a blank phone does.
      name: z.string().trim().max(NAME_MAX_LENGTH, t.nameTooLong),
      phone: z
        .string()
        .trim()
        .refine((phone) => phone === "" || isBangladeshiMobile(phone), a.phoneInvalid),
      division: z.string().trim(),
      district: z.string().trim(),
      thana: z.string().trim(),
      road: z.string().trim(),
      avatar: avatarSchema(t),
      smsNotifications: z.boolean(),
    })
    .superRefine((input, ctx) => {
      const begun = ADDRESS_PARTS.some((key) => input[key] !== "")
      if (!begun) return
      for (const key of ADDRESS_PARTS) if (input[key] === "") ctx.addIssue({ code: "custom", path: [key], message: required[key] })
      if (input.phone === "") ctx.addIssue({ code: "custom", path: ["phone"], message: a.phoneRequired })
    })
})

export type ProfileInput = z.infer<ReturnType<typeof profileSchema>>
