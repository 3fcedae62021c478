import type { ContentLocale } from "./locale"
import { subMenuLabels } from "./sub-menu-labels"

/** The public shapes of the content records (no File module ids, no timestamps but the date). */
type NewsRecord = { id: string; title: string; description: string; date: Date | string; image_url: string }
type SliderRecord = { id: string; image_url: string; url: string; rank: number; title?: string | null }
type OfferRecord = { id: string; name: string; url: string }
type MenuRecord = { id: string; name: string; sub_menus: unknown; sub_menu_translations?: unknown }

export const presentNews = ({ id, title, description, date, image_url }: NewsRecord) => ({
  id,
  title,
  description,
  date: new Date(date).toISOString(),
  image_url,
})
export const presentSlider = ({ id, image_url, url, rank, title }: SliderRecord) => ({ id, image_url, url, rank, title: title ?? null })
export const presentOffer = ({ id, name, url }: OfferRecord) => ({ id, name, url })

/**
 * A menu: `name` and `sub_menus` are what the links use (/shop/<name>) and stay as written;
 * `label` and `sub_menu_labels` (same order) are what a storefront shows, in the language asked
 * for where translated (`label`: the Translation module's Bangla name), else the names.
 */
export function presentMenu(menu: MenuRecord, shown: { locale?: ContentLocale; label?: string } = {}) {
  const sub_menus = menu.sub_menus as string[]
  const labels = shown.locale ? subMenuLabels(menu, shown.locale) : {}
  return { id: menu.id, name: menu.name, sub_menus, label: shown.label ?? menu.name, sub_menu_labels: sub_menus.map((name) => labels[name] ?? name) }
}

type PolicyPageRecord = { handle: string; title: string; body: string; updated_at: Date | string }
export const presentPolicyPage = ({ handle, title, body, updated_at }: PolicyPageRecord) => ({
  handle,
  title,
  body,
  updated_at: new Date(updated_at).toISOString(),
})
