import type { ContentLocale } from "./locale"
import { liveUntil, type OfferSource } from "../workflows/rules/offer-live"
import { subMenuLabels } from "./sub-menu-labels"

/** The public shapes of the content records (no File module ids, no timestamps but the date). */
type NewsRecord = { id: string; title: string; description: string; date: Date | string; image_url: string }
type SliderRecord = { id: string; image_url: string; url: string; rank: number; title?: string | null }
type OfferRecord = { id: string; name: string; url: string } & OfferSource
type MenuRecord = { id: string; name: string; sub_menus: unknown; sub_menu_translations?: unknown }

export const presentNews = ({ id, title, description, date, image_url }: NewsRecord) => ({
  id,
  title,
  description,
  date: new Date(date).toISOString(),
  image_url,
})
export const presentSlider = ({ id, image_url, url, rank, title }: SliderRecord) => ({ id, image_url, url, rank, title: title ?? null })
/**
 * An offer card: its label and link, and what it advertises (`kind`: a promotion, a price list or
 * nothing) with the moment it ends by itself (`live_until`), so a kept page can drop it on time.
 * The promotion's own id (and code) stay out of the public answer.
 */
export const presentOffer = (offer: OfferRecord) => ({
  id: offer.id,
  name: offer.name,
  url: offer.url,
  kind: offer.promotion_id ? ("promotion" as const) : offer.price_list_id ? ("price_list" as const) : null,
  live_until: liveUntil(offer),
})
/** The admin's view of an offer: what it names, by id. */
export const presentAdminOffer = (offer: OfferRecord) => ({
  ...presentOffer(offer),
  promotion_id: offer.promotion_id ?? null,
  price_list_id: offer.price_list_id ?? null,
})

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
