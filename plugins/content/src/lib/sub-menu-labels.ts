import type { ContentLocale } from "./locale"

/** A menu's sub-menu labels by language, then by sub-menu name (models/category-menu.ts). */
export type SubMenuTranslations = Record<string, Record<string, string>>

const isLabels = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value)

/**
 * The labels a menu keeps for its sub-menus in `locale`: only those of sub-menus it still has
 * (a removed and re-added sub-menu starts untranslated) and only real text.
 */
export function subMenuLabels(menu: { sub_menus: unknown; sub_menu_translations?: unknown }, locale: ContentLocale): Record<string, string> {
  const all = isLabels(menu.sub_menu_translations) ? menu.sub_menu_translations[locale] : undefined
  if (!isLabels(all)) return {}
  const names = new Set(menu.sub_menus as string[])
  return Object.fromEntries(
    Object.entries(all).filter((entry): entry is [string, string] => names.has(entry[0]) && typeof entry[1] === "string" && entry[1].trim() !== "")
  )
}

/** What writing a menu's labels needs of the content module's service. */
type MenuWriter = { updateCategoryMenus(data: { id: string; sub_menu_translations: SubMenuTranslations | null }): Promise<unknown> }

/**
 * Replaces a menu's labels. Medusa's update merges a JSON column with what it is given (a label
 * left out would stay), so the column is emptied first, then written whole.
 */
export async function replaceSubMenuTranslations(service: MenuWriter, id: string, labels: SubMenuTranslations | null): Promise<void> {
  await service.updateCategoryMenus({ id, sub_menu_translations: null })
  if (labels && Object.keys(labels).length) await service.updateCategoryMenus({ id, sub_menu_translations: labels })
}
