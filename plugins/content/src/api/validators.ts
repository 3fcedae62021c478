import { z } from "@medusajs/framework/zod"
import { CONTENT_LIMITS } from "../limits"
import { messages } from "../messages"
import { OFFER_EDIT_FIELDS } from "../workflows/steps/offer"

/** Required text of at most `max` characters, without a NUL (PostgreSQL cannot store it). */
const required = (message: string, name: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, messages.tooLong(name, max))
    .refine((value) => !value.includes("\0"), messages.nulCharacter(name))

/**
 * A link target: a storefront path ("/shop/Mountain") or an absolute http(s) URL. "//host" and
 * "/\host" look like paths but browsers read them as another site, so they are refused.
 */
const link = required(messages.urlRequired, "url", CONTENT_LIMITS.url).refine(
  (value) => /^\/(?![/\\])/.test(value) || /^https?:\/\/\S+$/.test(value),
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

/**
 * A news item's edit (POST /admin/news/:id, JSON or multipart with a new `image`): any of its
 * title, text and date; a blank date leaves it as it was. The workflow refuses an edit of nothing.
 */
export const AdminUpdateNews = z.strictObject(
  {
    title: required(messages.titleRequired, "title", CONTENT_LIMITS.newsTitle).optional(),
    description: required(messages.descriptionRequired, "description", CONTENT_LIMITS.newsDescription).optional(),
    date: AdminCreateNews.shape.date,
  },
  { error: messages.editEmpty(["title", "description", "date", "image"]) }
)
export type AdminUpdateNewsType = z.infer<typeof AdminUpdateNews>

/** An optional text: absent or blank is none; otherwise checked like a required one. */
const optional = (name: string, max: number) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), required(messages.textInvalid(name), name, max).optional())

/** A slide: its link, and what its banner says (the picture's alt text), optional. */
export const AdminCreateSlider = z.object({ url: link, title: optional("title", CONTENT_LIMITS.sliderTitle) })
export type AdminCreateSliderType = z.infer<typeof AdminCreateSlider>

/**
 * A slide's edit (POST /admin/sliders/:id, JSON or multipart with a new `image`): its link and
 * what its banner says; a blank title removes it (null too). The workflow refuses an edit of nothing.
 */
export const AdminUpdateSlider = z.strictObject(
  {
    url: link.optional(),
    title: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? null : value),
      required(messages.textInvalid("title"), "title", CONTENT_LIMITS.sliderTitle).nullable().optional()
    ),
  },
  { error: messages.editEmpty(["url", "title", "image"]) }
)
export type AdminUpdateSliderType = z.infer<typeof AdminUpdateSlider>

/** The slides' new order (POST /admin/sliders/reorder): every slide's id once, first shown first. */
export const AdminReorderSliders = z.strictObject(
  {
    ids: z
      .array(z.string({ error: messages.sliderOrderInvalid }).regex(/^[A-Za-z0-9_]{1,100}$/, messages.sliderOrderInvalid), {
        error: messages.sliderOrderInvalid,
      })
      .min(1, messages.sliderOrderInvalid)
      .max(500, messages.sliderOrderInvalid)
      .refine((ids) => new Set(ids).size === ids.length, messages.sliderOrderInvalid),
  },
  { error: messages.sliderOrderInvalid }
)
export type AdminReorderSlidersType = z.infer<typeof AdminReorderSliders>

/** A Medusa record's id (promotion `promo_…`, price list `plist_…`): letters, digits, underscores. */
export const OFFER_TARGET_ID = /^[A-Za-z0-9_]{1,100}$/
const targetId = (key: string) => z.string({ error: messages.offerTargetInvalid(key) }).regex(OFFER_TARGET_ID, messages.offerTargetInvalid(key))

/** A new offer card: its label, its link, and optionally the promotion or price list it advertises. */
export const AdminCreateOffer = z
  .object({
    name: required(messages.nameRequired, "name", CONTENT_LIMITS.name),
    url: link,
    promotion_id: targetId("promotion_id").nullish(),
    price_list_id: targetId("price_list_id").nullish(),
  })
  .refine((offer) => !(offer.promotion_id && offer.price_list_id), messages.offerTargetBoth)
export type AdminCreateOfferType = z.infer<typeof AdminCreateOffer>

/**
 * An offer card's edit (POST /admin/offers/:id): any of its label and link, and what it
 * advertises: `promotion_id` or `price_list_id`, an id to attach it (the other is detached) or
 * null to detach it; both null detach whatever it names. At least one field.
 */
export const AdminUpdateOffer = z
  .strictObject(
    {
      name: required(messages.nameRequired, "name", CONTENT_LIMITS.name).optional(),
      url: link.optional(),
      promotion_id: targetId("promotion_id").nullable().optional(),
      price_list_id: targetId("price_list_id").nullable().optional(),
    },
    { error: messages.editEmpty(OFFER_EDIT_FIELDS) }
  )
  .refine((body) => OFFER_EDIT_FIELDS.some((key) => body[key] !== undefined), messages.editEmpty(OFFER_EDIT_FIELDS))
  .refine((body) => !(body.promotion_id && body.price_list_id), messages.offerTargetBoth)
export type AdminUpdateOfferType = z.infer<typeof AdminUpdateOffer>
/** The earlier name of the edit's body (it then changed only what the card advertises). */
export const AdminUpdateOfferTarget = AdminUpdateOffer
export type AdminUpdateOfferTargetType = AdminUpdateOfferType

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
