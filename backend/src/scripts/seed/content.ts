import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { addSubMenuWorkflow, createCategoryMenuWorkflow, createNewsWorkflow, createOfferWorkflow, createSliderWorkflow } from "@chaka/content/workflows"
import { CONTENT_MODULE } from "@chaka/content/modules/content"
import { existsSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { CATEGORY_MENUS, NEWS, OFFERS, SLIDERS } from "./content-data"

/**
 * The committed content pictures (news, sliders, avatars) live in backend/data/content-images,
 * drawn by scripts/generate-content-images.ts. The seed runs from the sources (backend/src) or
 * from the build (backend/.medusa/server/src): look upwards, as seedImagesDir() does.
 */
export function contentImagesDir(from = __dirname): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, "data", "content-images")
    if (existsSync(candidate)) return candidate
  }
  throw new Error(`content images not found above ${from} (expected backend/data/content-images)`)
}

/** A committed WebP picture as the plugins' workflows take it: base64 content. */
export function contentImage(filename: string): { filename: string; mimeType: string; content: string } {
  return { filename, mimeType: "image/webp", content: readFileSync(join(contentImagesDir(), filename)).toString("base64") }
}

/** What the seed needs of the content module's generated service. */
type ContentModuleService = {
  listNews(filters: { title: string[] }): Promise<{ title: string }[]>
  listSliders(filters: { url: string[] }): Promise<{ url: string }[]>
  listOffers(filters: { name: string[] }): Promise<{ name: string }[]>
  listCategoryMenus(filters: { name: string[] }): Promise<CategoryMenuRecord[]>
}

type CategoryMenuRecord = { id: string; name: string; sub_menus?: string[] | null }

/**
 * News, home sliders, offer links and category menus. Idempotent: each record is looked up by
 * its title, url or name first, and a menu gains only the sub-menus it lacks.
 */
export async function seedContent(container: MedusaContainer): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const content = container.resolve<ContentModuleService>(CONTENT_MODULE)

  const knownNews = new Set((await content.listNews({ title: NEWS.map((n) => n.title) })).map((n) => n.title))
  const missingNews = NEWS.filter((n) => !knownNews.has(n.title))
  for (const news of missingNews) {
    await createNewsWorkflow(container).run({
      input: { title: news.title, description: news.description, date: new Date(news.date), image: contentImage(news.image) },
    })
  }

  const knownSliders = new Set((await content.listSliders({ url: SLIDERS.map((s) => s.url) })).map((s) => s.url))
  const missingSliders = SLIDERS.filter((s) => !knownSliders.has(s.url))
  for (const slider of missingSliders) {
    await createSliderWorkflow(container).run({ input: { url: slider.url, image: contentImage(slider.image) } })
  }

  const knownOffers = new Set((await content.listOffers({ name: OFFERS.map((o) => o.name) })).map((o) => o.name))
  const missingOffers = OFFERS.filter((o) => !knownOffers.has(o.name))
  for (const offer of missingOffers) {
    await createOfferWorkflow(container).run({ input: { name: offer.name, url: offer.url } })
  }

  const menus = new Map((await content.listCategoryMenus({ name: CATEGORY_MENUS.map((m) => m.name) })).map((m) => [m.name, m] as const))
  let createdMenus = 0
  let addedSubMenus = 0
  for (const seed of CATEGORY_MENUS) {
    let menu = menus.get(seed.name)
    if (!menu) {
      const { result } = await createCategoryMenuWorkflow(container).run({ input: { name: seed.name } })
      menu = result as CategoryMenuRecord
      createdMenus++
    }
    const present = new Set(menu.sub_menus ?? [])
    for (const name of seed.sub_menus.filter((sub) => !present.has(sub))) {
      await addSubMenuWorkflow(container).run({ input: { id: menu.id, name } })
      addedSubMenus++
    }
  }

  const created = missingNews.length + missingSliders.length + missingOffers.length + createdMenus + addedSubMenus
  logger.info(
    created
      ? `Seeded content: ${missingNews.length} news, ${missingSliders.length} sliders, ${missingOffers.length} offers, ` +
          `${createdMenus} category menus, ${addedSubMenus} sub-menus`
      : "Content already seeded"
  )
}
