import { CACHE_TAGS } from "@chaka/kit"
import { CONTENT_LIMITS } from "../limits"

/**
 * The plugin's translatable records: the Translation module's name for each (its entity in
 * snake case, as `translation.reference` and the dashboard's Translations page name it) and the
 * text fields marked `.translatable()` in its model, with their length limits. A category
 * menu's sub-menu labels are kept on the menu itself (models/category-menu.ts). `tag`: the
 * cached public answers that show the record (@chaka/kit CACHE_TAGS).
 */
export const TRANSLATABLE = {
  news: { reference: "news", tag: CACHE_TAGS.news, fields: { title: CONTENT_LIMITS.newsTitle, description: CONTENT_LIMITS.newsDescription } },
  slider: { reference: "slider", tag: CACHE_TAGS.sliders, fields: { title: CONTENT_LIMITS.sliderTitle } },
  offer: { reference: "offer", tag: CACHE_TAGS.offers, fields: { name: CONTENT_LIMITS.name } },
  category_menu: { reference: "category_menu", tag: CACHE_TAGS.menus, fields: { name: CONTENT_LIMITS.name } },
  policy_page: { reference: "policy_page", tag: CACHE_TAGS.pages, fields: { title: CONTENT_LIMITS.policyTitle, body: CONTENT_LIMITS.policyBody } },
} as const

export type ContentKind = keyof typeof TRANSLATABLE

export const fieldsOf = (kind: ContentKind): string[] => Object.keys(TRANSLATABLE[kind].fields)

/**
 * The cache tag of each translatable record, by the Translation module's `reference`: what a
 * translation's change forgets when a shop hears of it by Medusa's events (a change made through
 * Medusa's own /admin/translations or its dashboard, rather than this plugin's routes).
 */
export const CONTENT_TRANSLATION_TAGS: Record<string, string> = Object.fromEntries(Object.values(TRANSLATABLE).map(({ reference, tag }) => [reference, tag]))
