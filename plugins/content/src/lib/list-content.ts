import type { MedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { PolicyHandle } from "../api/validators"
import { contentService } from "./content-service"
import { pagination } from "@chaka/kit"
import { messages } from "../messages"
import { presentMenu, presentNews, presentOffer, presentPolicyPage, presentSlider } from "./present"

/** The content lists, each in its display order; the store and admin routes answer the same. */

export async function listNews(req: MedusaRequest) {
  const { take, skip } = pagination(req.query, { invalid: messages.paginationInvalid })
  const [news, count] = await contentService(req).listAndCountNews({}, { order: { date: "DESC" }, take, skip })
  return { news: news.map(presentNews), count, limit: take, offset: skip }
}

export async function listSliders(req: MedusaRequest) {
  const sliders = await contentService(req).listSliders({}, { order: { rank: "ASC", created_at: "ASC" } })
  return { sliders: sliders.map(presentSlider) }
}

export async function listOffers(req: MedusaRequest) {
  const offers = await contentService(req).listOffers({}, { order: { created_at: "ASC" } })
  return { offers: offers.map(presentOffer) }
}

export async function listCategoryMenus(req: MedusaRequest) {
  const menus = await contentService(req).listCategoryMenus({}, { order: { created_at: "ASC" } })
  return { category_menus: menus.map(presentMenu) }
}

/** Every policy page's handle and title (for links), in the order they were written. */
export async function listPolicyPages(req: MedusaRequest) {
  const pages = await contentService(req).listPolicyPages({}, { order: { created_at: "ASC" }, select: ["handle", "title"] })
  return { policy_pages: pages.map(({ handle, title }) => ({ handle, title })) }
}

/** One policy page by its handle; a malformed handle is 400, an unknown one 404. */
export async function getPolicyPage(req: MedusaRequest, handle: string) {
  if (!PolicyHandle.safeParse(handle).success) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.policyHandleInvalid)
  const [page] = await contentService(req).listPolicyPages({ handle }, { take: 1 })
  if (!page) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.policyPageNotFound(handle))
  return { policy_page: presentPolicyPage(page) }
}
