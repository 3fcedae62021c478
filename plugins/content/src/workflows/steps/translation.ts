import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { MedusaContainer } from "@medusajs/framework/types"
import { messages } from "../../messages"
import { CONTENT_MODULE } from "../../modules/content"
import type ContentModuleService from "../../modules/content/service"
import type { ContentLocale } from "../../lib/locale"
import type { SubMenuTranslations } from "../../lib/sub-menu-labels"
import { replaceSubMenuTranslations, subMenuLabels } from "../../lib/sub-menu-labels"
import { fieldsOf, TRANSLATABLE, type ContentKind } from "../../lib/translatable"
import { storedTranslations, translationsOn, type Texts } from "../../lib/translations"
import { found } from "./found"

export type SaveTranslationInput = {
  kind: ContentKind
  id: string
  locale: ContentLocale
  /** The texts to write in `locale`: a text sets a field, null removes it, a field left out stays; null removes all. */
  texts: Record<string, string | null> | null
  /** A category menu's sub-menu labels, by sub-menu name (null removes one). */
  sub_menus?: Record<string, string | null>
}

/** What the save does with the Translation module's row, and a menu's labels to keep. */
export type TranslationPlan = {
  action: "create" | "update" | "delete" | "none"
  /** The row's id, when one exists. */
  translation_id: string | null
  reference: string
  reference_id: string
  locale_code: ContentLocale
  /**
   * The texts to write. An update names every field, a removed one as "" (what Medusa's
   * dashboard writes for "no translation"): the module merges a row's texts with an update's.
   */
  translations: Texts
  /** A category menu's whole label map after the save (undefined: not touched). */
  sub_menu_translations?: SubMenuTranslations
}

const service = (container: MedusaContainer) => container.resolve<ContentModuleService>(CONTENT_MODULE)

/** The record the translation is for (404 in the plugin's words, as a delete's). */
async function record(
  container: MedusaContainer,
  kind: ContentKind,
  id: string
): Promise<{ id: string; sub_menus?: unknown; sub_menu_translations?: unknown }> {
  const content = service(container)
  switch (kind) {
    case "news":
      return found(content.listNews({ id }, { take: 1 }), "News", id)
    case "slider":
      return found(content.listSliders({ id }, { take: 1 }), "Slider", id)
    case "offer":
      return found(content.listOffers({ id }, { take: 1 }), "Offer", id)
    case "category_menu":
      return found(content.listCategoryMenus({ id }, { take: 1 }), "Menu", id)
    case "policy_page":
      return found(content.listPolicyPages({ id }, { take: 1 }), "Page", id)
  }
}

/** The given texts over the stored ones: null drops a field; `all` null drops every one. */
function merged(stored: Record<string, string>, given: Record<string, string | null> | null | undefined): Record<string, string> {
  if (given === null) return {}
  const result = { ...stored }
  for (const [field, value] of Object.entries(given ?? {})) {
    if (value === null) delete result[field]
    else result[field] = value
  }
  return result
}

export const planTranslationStepId = "plan-content-translation"
/**
 * Decides a translation's save without writing: refused (400) when the store keeps no
 * translations, 404 for an unknown item, 400 for a label of a sub-menu the menu does not have;
 * otherwise the Translation module's row to create, update or delete with the texts merged over
 * the stored ones, and a menu's labels.
 */
export const planTranslationStep = createStep(planTranslationStepId, async (input: SaveTranslationInput, { container }) => {
  if (!translationsOn(container)) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.translationsOff)
  const item = await record(container, input.kind, input.id)
  const stored = (await storedTranslations(container, input.kind, [item.id], input.locale)).get(item.id)
  const translations = merged(stored?.texts ?? {}, input.texts)
  const action = stored ? (Object.keys(translations).length ? "update" : "delete") : Object.keys(translations).length ? "create" : "none"
  const plan: TranslationPlan = {
    action,
    translation_id: stored?.id ?? null,
    reference: TRANSLATABLE[input.kind].reference,
    reference_id: item.id,
    locale_code: input.locale,
    translations: action === "update" ? Object.fromEntries(fieldsOf(input.kind).map((field) => [field, translations[field] ?? ""])) : translations,
  }
  if (input.kind === "category_menu" && (input.sub_menus || input.texts === null)) {
    const names = item.sub_menus as string[]
    const unknown = Object.keys(input.sub_menus ?? {}).find((name) => !names.includes(name))
    if (unknown !== undefined) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.translationSubMenuUnknown(unknown))
    const all = { ...((item.sub_menu_translations as SubMenuTranslations | null) ?? {}) }
    all[input.locale] = merged(
      subMenuLabels({ sub_menus: names, sub_menu_translations: item.sub_menu_translations }, input.locale),
      input.texts === null ? null : input.sub_menus
    )
    if (!Object.keys(all[input.locale]).length) delete all[input.locale]
    plan.sub_menu_translations = all
  }
  return new StepResponse(plan)
})

export const setSubMenuLabelsStepId = "set-sub-menu-labels"
/** Writes a menu's sub-menu labels; undone by writing back the previous ones. */
export const setSubMenuLabelsStep = createStep(
  setSubMenuLabelsStepId,
  async ({ id, sub_menu_translations }: { id: string; sub_menu_translations: SubMenuTranslations }, { container }) => {
    const [menu] = await service(container).listCategoryMenus({ id }, { take: 1, select: ["id", "sub_menu_translations"] })
    await replaceSubMenuTranslations(service(container), id, sub_menu_translations)
    return new StepResponse(undefined, { id, previous: (menu?.sub_menu_translations as SubMenuTranslations | null) ?? null })
  },
  async (undo, { container }) => {
    if (undo) await replaceSubMenuTranslations(service(container), undo.id, undo.previous)
  }
)
