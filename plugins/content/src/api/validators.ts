import { z } from "@medusajs/framework/zod"
import { CONTENT_LIMITS } from "../limits"
import { messages } from "../messages"

/** Required text of at most `max` characters, without a NUL (PostgreSQL cannot store it). */
const required = (message: string, name: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, messages.tooLong(name, max))
    .refine((value) => !value.includes("\0"), messages.nulCharacter(name))

/** A link target: a storefront path ("/shop/Mountain") or an absolute http(s) URL. */
const link = required(messages.urlRequired, "url", CONTENT_LIMITS.url).refine(
  (value) => value.startsWith("/") || /^https?:\/\/\S+$/.test(value),
  "url must be a path starting with / or an http(s) URL"
)

export const AdminCreateNews = z.object({
  title: required(messages.titleRequired, "title", CONTENT_LIMITS.newsTitle),
  description: required(messages.descriptionRequired, "description", CONTENT_LIMITS.newsDescription),
  date: z
    .string()
    .trim()
    .max(100, messages.dateInvalid)
    .optional()
    .transform((value) => (value ? new Date(value) : undefined))
    .refine((value) => value === undefined || !Number.isNaN(value.getTime()), messages.dateInvalid),
})
export type AdminCreateNewsType = z.infer<typeof AdminCreateNews>

/** An optional text: absent or blank is none; otherwise checked like a required one. */
const optional = (name: string, max: number) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), required(messages.textInvalid(name), name, max).optional())

/** A slide: its link, and what its banner says (the picture's alt text), optional. */
export const AdminCreateSlider = z.object({ url: link, title: optional("title", CONTENT_LIMITS.sliderTitle) })
export type AdminCreateSliderType = z.infer<typeof AdminCreateSlider>

export const AdminCreateOffer = z.object({ name: required(messages.nameRequired, "name", CONTENT_LIMITS.name), url: link })
export type AdminCreateOfferType = z.infer<typeof AdminCreateOffer>

export const AdminCreateCategoryMenu = z.object({ name: required(messages.nameRequired, "name", CONTENT_LIMITS.name) })
export type AdminCreateCategoryMenuType = z.infer<typeof AdminCreateCategoryMenu>

export const AdminAddSubMenu = AdminCreateCategoryMenu
export type AdminAddSubMenuType = AdminCreateCategoryMenuType

/** A policy page's address: lower-case words joined by single hyphens. */
export const POLICY_HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const PolicyHandle = z
  .string({ error: messages.policyHandleInvalid })
  .max(CONTENT_LIMITS.policyHandle, messages.policyHandleInvalid)
  .regex(POLICY_HANDLE, messages.policyHandleInvalid)

/** A policy page's text: plain paragraphs (the storefront shows it escaped, never as HTML). */
export const AdminUpsertPolicyPage = z.object({
  title: required(messages.titleRequired, "title", CONTENT_LIMITS.policyTitle),
  body: required(messages.bodyRequired, "body", CONTENT_LIMITS.policyBody),
})
export type AdminUpsertPolicyPageType = z.infer<typeof AdminUpsertPolicyPage>
