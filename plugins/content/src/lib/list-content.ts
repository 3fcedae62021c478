import type { MedusaRequest } from "@medusajs/framework/http"
import { contentService } from "./content-service"
import { pagination } from "@chaka/kit"
import { messages } from "../messages"
import { contentLocale } from "./locale"
import { presentMenu, presentNews, presentOffer, presentSlider } from "./present"
import { policyPageOfHandle } from "./policy-page-of-handle"
import { readPolicyPageWorkflow } from "../workflows/read-policy-page"
import { inLanguage, storedTranslations } from "./translations"
import { liveOffers, offerProductIds, offersWithSources } from "./offer-targets"
import { offerLive } from "../workflows/rules/offer-live"
import { MedusaError } from "@medusajs/framework/utils"

/**
 * The content lists, each in its display order, in the language the request asks for
 * (lib/locale.ts: `?locale=bn-BD` or Medusa's `x-medusa-locale` header on the store routes):
 * each text in Bangla where translated, in English otherwise. The admin routes answer the same
 * lists in English with each item's translations beside it (admin-content.ts).
 */

export async function listNews(req: MedusaRequest) {
  const locale = contentLocale(req)
  const { take, skip } = pagination(req.query, { invalid: messages.paginationInvalid })
  const [news, count] = await contentService(req).listAndCountNews({}, { order: { date: "DESC" }, take, skip })
  return { news: (await inLanguage(req.scope, "news", news, locale)).map(presentNews), count, limit: take, offset: skip }
}

export async function listSliders(req: MedusaRequest) {
  const locale = contentLocale(req)
  const sliders = await contentService(req).listSliders({}, { order: { rank: "ASC", created_at: "ASC" } })
  return { sliders: (await inLanguage(req.scope, "slider", sliders, locale)).map(presentSlider) }
}

/** The offer cards shown now: plain links, and those whose promotion or price list is live. */
export async function listOffers(req: MedusaRequest) {
  const locale = contentLocale(req)
  const offers = await liveOffers(req.scope)
  return { offers: (await inLanguage(req.scope, "offer", offers, locale)).map(presentOffer) }
}

/**
 * One live offer card and the products its page lists (lib/offer-targets.ts): `products.ids`, or
 * `products.all` when its promotion names none. An unknown offer, or one whose promotion or
 * price list is not live (draft, not started, ended, used up), is a 404.
 */
export async function getOffer(req: MedusaRequest, id: string) {
  const locale = contentLocale(req)
  const [offer] = await offersWithSources(req.scope, { id }, true)
  if (!offer || !offerLive(offer, new Date())) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.offerNotLive(id))
  const [shown] = await inLanguage(req.scope, "offer", [offer], locale)
  return { offer: presentOffer(shown), products: await offerProductIds(req.scope, offer) }
}

/** A menu's name stays what its link uses; its Bangla is the `label` (present.ts). */
export async function listCategoryMenus(req: MedusaRequest) {
  const locale = contentLocale(req)
  const menus = await contentService(req).listCategoryMenus({}, { order: { created_at: "ASC" } })
  const names = locale
    ? await storedTranslations(
        req.scope,
        "category_menu",
        menus.map((menu) => menu.id),
        locale
      )
    : undefined
  return { category_menus: menus.map((menu) => presentMenu(menu, { locale, label: names?.get(menu.id)?.texts.name })) }
}

/** Every policy page's handle and title (for links), in the order they were written. */
export async function listPolicyPages(req: MedusaRequest) {
  const locale = contentLocale(req)
  const pages = await contentService(req).listPolicyPages({}, { order: { created_at: "ASC" }, select: ["id", "handle", "title"] })
  return { policy_pages: (await inLanguage(req.scope, "policy_page", pages, locale)).map(({ handle, title }) => ({ handle, title })) }
}

/**
 * One policy page by its handle as a shopper reads it, its placeholders filled with the shop's
 * settings (workflows/read-policy-page.ts); a malformed handle is 400, an unknown one 404.
 */
export async function getPolicyPage(req: MedusaRequest, handle: string) {
  const { result } = await readPolicyPageWorkflow(req.scope).run({ input: { handle, locale: contentLocale(req) } })
  return { policy_page: result }
}

/** The stored page of a handle: 400 for a malformed handle, 404 for an unknown one. */
export const policyPageByHandle = (req: MedusaRequest, handle: string) => policyPageOfHandle(req.scope, handle)
