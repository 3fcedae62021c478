import type { MedusaRequest } from "@medusajs/framework/http"
import { contentService } from "./content-service"
import { pagination } from "@chaka/kit"
import { messages } from "../messages"
import { presentMenu, presentNews, presentOffer, presentSlider } from "./present"

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
