import { z } from "@medusajs/framework/zod"
import { BANGLA } from "../lib/locale"
import { TRANSLATABLE, type ContentKind } from "../lib/translatable"
import { messages } from "../messages"

/**
 * The bodies of the admin's translation routes (POST /admin/<kind>/:id/translations), shaped as
 * the admin lists answer `translations`: `{ "bn-BD": { <field>: text | null, … } }` writes the
 * Bangla of the fields named (a text sets one, null removes one, the others stay), and
 * `{ "bn-BD": null }` removes all of it. Each text is checked like its English field: trimmed,
 * not empty, at most as long, no NUL.
 */
const banglaText = (name: string, max: number) =>
  z
    .string({ error: messages.translationFieldInvalid(name) })
    .trim()
    .min(1, messages.translationFieldInvalid(name))
    .max(max, messages.tooLong(name, max))
    .refine((value) => !value.includes("\0"), messages.nulCharacter(name))
    .nullable()

/** `BN-bd` is Bangla too: the locale's key as Medusa writes it. */
const withLocaleKey = (body: unknown) => {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key.toLowerCase() === BANGLA.toLowerCase() ? BANGLA : key, value]))
}

function translationBody<S extends Record<string, z.ZodType>>(shape: S) {
  const names = Object.keys(shape)
  const texts = z
    .strictObject(shape, {
      error: (issue) => (issue.code === "unrecognized_keys" ? messages.translationFieldUnknown(names) : messages.translationBody(BANGLA)),
    })
    .refine((given) => Object.keys(given).length > 0, messages.translationEmpty(names))
  return z.preprocess(withLocaleKey, z.strictObject({ [BANGLA]: texts.nullable() }, { error: () => messages.translationBody(BANGLA) }))
}

const fieldsOf = (kind: ContentKind) =>
  Object.fromEntries(Object.entries(TRANSLATABLE[kind].fields).map(([name, max]) => [name, banglaText(name, max).optional()])) as Record<
    string,
    z.ZodOptional<ReturnType<typeof banglaText>>
  >

export const AdminNewsTranslation = translationBody(fieldsOf("news"))
export const AdminSliderTranslation = translationBody(fieldsOf("slider"))
export const AdminOfferTranslation = translationBody(fieldsOf("offer"))
export const AdminPolicyPageTranslation = translationBody(fieldsOf("policy_page"))
/** A menu's name, and its sub-menus' labels by sub-menu name (`{ "Mountain": "মাউন্টেন" }`). */
export const AdminCategoryMenuTranslation = translationBody({
  ...fieldsOf("category_menu"),
  sub_menus: z
    .record(z.string().max(TRANSLATABLE.category_menu.fields.name), banglaText("a sub-menu's label", TRANSLATABLE.category_menu.fields.name), {
      error: messages.translationSubMenusInvalid,
    })
    .optional(),
})

/** What a translation route takes: the Bangla of the fields named (null removes one), or null for none. */
export type AdminTranslationType = { [BANGLA]: { [field: string]: unknown; sub_menus?: Record<string, string | null> } | null }
