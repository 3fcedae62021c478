import type { MedusaRequest } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { pagination } from "@chaka/kit"
import { OFFER_TARGET_ID } from "../api/validators"
import { messages } from "../messages"
import { contentService } from "./content-service"
import { policyPageByHandle } from "./list-content"
import { BANGLA } from "./locale"
import { presentAdminOffer, presentMenu, presentNews, presentPolicyPage, presentSlider } from "./present"
import { offersWithSources } from "./offer-targets"
import { offerLive } from "../workflows/rules/offer-live"
import { subMenuLabels } from "./sub-menu-labels"
import type { ContentKind } from "./translatable"
import { storedTranslations, type Texts } from "./translations"

/**
 * The admin's lists: the English texts as stored, and beside each item what it has in Bangla,
 * `translations: { "bn-BD": { title, … } | null }` — null when nothing is translated, and only
 * the translated fields otherwise (a missing one is a text still to translate). A category
 * menu's Bangla also names its sub-menus' labels: `{ name?, sub_menus?: { <sub-menu>: label } }`.
 */
export type AdminTranslations = { [BANGLA]: (Texts & { sub_menus?: Record<string, string> }) | null }

type Record_ = { id: string; sub_menus?: unknown; sub_menu_translations?: unknown }

async function translationsOf(container: MedusaContainer, kind: ContentKind, records: Record_[]): Promise<Map<string, AdminTranslations>> {
  const stored = await storedTranslations(
    container,
    kind,
    records.map((record) => record.id),
    BANGLA
  )
  return new Map(
    records.map((record) => {
      const texts: Texts & { sub_menus?: Record<string, string> } = { ...stored.get(record.id)?.texts }
      if (kind === "category_menu") {
        const labels = subMenuLabels({ sub_menus: record.sub_menus ?? [], sub_menu_translations: record.sub_menu_translations }, BANGLA)
        if (Object.keys(labels).length) texts.sub_menus = labels
      }
      return [record.id, { [BANGLA]: Object.keys(texts).length ? texts : null }]
    })
  )
}

/** Records presented as the store shows them (in English), each with its translations. */
async function withTranslations<R extends Record_, P>(container: MedusaContainer, kind: ContentKind, records: R[], present: (record: R) => P) {
  const translations = await translationsOf(container, kind, records)
  return records.map((record) => ({ ...present(record), translations: translations.get(record.id)! }))
}

export async function adminListNews(req: MedusaRequest) {
  const { take, skip } = pagination(req.query, { invalid: messages.paginationInvalid })
  const [news, count] = await contentService(req).listAndCountNews({}, { order: { date: "DESC" }, take, skip })
  return { news: await withTranslations(req.scope, "news", news, presentNews), count, limit: take, offset: skip }
}

export async function adminListSliders(req: MedusaRequest) {
  const sliders = await contentService(req).listSliders({}, { order: { rank: "ASC", created_at: "ASC" } })
  return { sliders: await withTranslations(req.scope, "slider", sliders, presentSlider) }
}

/**
 * Each offer with what it names (`promotion_id`, `price_list_id`) and whether the store shows it
 * now (`live`); `?promotion_id=` or `?price_list_id=` lists the offers naming that one (the
 * dashboard's widgets).
 */
export async function adminListOffers(req: MedusaRequest) {
  const filters = offerFilters(req.query)
  const offers = await offersWithSources(req.scope, filters)
  const now = new Date()
  return { offers: await withTranslations(req.scope, "offer", offers, (offer) => ({ ...presentAdminOffer(offer), live: offerLive(offer, now) })) }
}

/** `promotion_id` / `price_list_id` from the query string, when each is one plain id. */
function offerFilters(query: MedusaRequest["query"]): Record<string, string> {
  const filters: Record<string, string> = {}
  for (const key of ["promotion_id", "price_list_id"] as const) {
    const value = query[key]
    if (value === undefined) continue
    if (typeof value !== "string" || !OFFER_TARGET_ID.test(value)) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.offerTargetInvalid(key))
    filters[key] = value
  }
  return filters
}

export async function adminListCategoryMenus(req: MedusaRequest) {
  const menus = await contentService(req).listCategoryMenus({}, { order: { created_at: "ASC" } })
  return { category_menus: await withTranslations(req.scope, "category_menu", menus, (menu) => presentMenu(menu)) }
}

export async function adminListPolicyPages(req: MedusaRequest) {
  const pages = await contentService(req).listPolicyPages({}, { order: { created_at: "ASC" }, select: ["id", "handle", "title"] })
  return { policy_pages: await withTranslations(req.scope, "policy_page", pages, ({ handle, title }) => ({ handle, title })) }
}

export async function adminPolicyPage(req: MedusaRequest, handle: string) {
  const page = await policyPageByHandle(req, handle)
  const [shown] = await withTranslations(req.scope, "policy_page", [page], presentPolicyPage)
  return { policy_page: shown }
}

/** One item as the admin's lists show it, by kind and id (the answer of a translation's save). */
export async function adminItem(req: MedusaRequest, kind: Exclude<ContentKind, "policy_page">, id: string) {
  const service = contentService(req)
  switch (kind) {
    case "news":
      return { news: (await withTranslations(req.scope, kind, await service.listNews({ id }, { take: 1 }), presentNews))[0] }
    case "slider":
      return { slider: (await withTranslations(req.scope, kind, await service.listSliders({ id }, { take: 1 }), presentSlider))[0] }
    case "offer":
      return { offer: (await withTranslations(req.scope, kind, await service.listOffers({ id }, { take: 1 }), presentAdminOffer))[0] }
    case "category_menu":
      return { category_menu: (await withTranslations(req.scope, kind, await service.listCategoryMenus({ id }, { take: 1 }), (menu) => presentMenu(menu)))[0] }
  }
}
