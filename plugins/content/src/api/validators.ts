import { z } from "@medusajs/framework/zod"
import { messages } from "../messages"

const required = (message: string) => z.string({ error: message }).trim().min(1, message)

/** A link target: a storefront path ("/shop/Mountain") or an absolute http(s) URL. */
const link = required(messages.urlRequired).refine(
  (value) => value.startsWith("/") || /^https?:\/\/\S+$/.test(value),
  "url must be a path starting with / or an http(s) URL"
)

export const AdminCreateNews = z.object({
  title: required(messages.titleRequired),
  description: required(messages.descriptionRequired),
  date: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? new Date(value) : undefined))
    .refine((value) => value === undefined || !Number.isNaN(value.getTime()), messages.dateInvalid),
})
export type AdminCreateNewsType = z.infer<typeof AdminCreateNews>

export const AdminCreateSlider = z.object({ url: link })
export type AdminCreateSliderType = z.infer<typeof AdminCreateSlider>

export const AdminCreateOffer = z.object({ name: required(messages.nameRequired), url: link })
export type AdminCreateOfferType = z.infer<typeof AdminCreateOffer>

export const AdminCreateCategoryMenu = z.object({ name: required(messages.nameRequired) })
export type AdminCreateCategoryMenuType = z.infer<typeof AdminCreateCategoryMenu>

export const AdminAddSubMenu = AdminCreateCategoryMenu
export type AdminAddSubMenuType = AdminCreateCategoryMenuType
