import type { MedusaRequest } from "@medusajs/framework/http"
import { contentService, listCategoryMenus, listOffers, listSliders, presentNews } from "@chaka/content/api"
import { removeSubMenuWorkflow } from "@chaka/content/workflows"
import { toCompatMenu, toCompatNews, toCompatOffer, toCompatSlider } from "../shapes/content"

/**
 * The content plugin's lists in the original shapes, in the plugin's display order. The original
 * answered every item at once, so news is read whole here rather than a page at a time.
 */
export async function compatNews(req: MedusaRequest) {
  const news = await contentService(req).listNews({}, { order: { date: "DESC", id: "DESC" } })
  return news.map((item) => toCompatNews(presentNews(item)))
}

export const compatSliders = async (req: MedusaRequest) => (await listSliders(req)).sliders.map(toCompatSlider)
export const compatOffers = async (req: MedusaRequest) => (await listOffers(req)).offers.map(toCompatOffer)
export const compatMenus = async (req: MedusaRequest) => (await listCategoryMenus(req)).category_menus.map(toCompatMenu)

/**
 * PUT /shop/menus: removes a sub-menu and says how many menus changed. The original's pull of a
 * label the menu does not have changed nothing (0), where the plugin's workflow refuses it (404);
 * an unknown menu is the workflow's 404.
 */
export async function removeCompatSubMenu(req: MedusaRequest, id: string, name: string): Promise<number> {
  const [menu] = await contentService(req).listCategoryMenus({ id }, { take: 1 })
  if (menu && !(menu.sub_menus as string[]).includes(name)) return 0
  await removeSubMenuWorkflow(req.scope).run({ input: { id, name } })
  return 1
}
