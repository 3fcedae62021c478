import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { addSubMenuWorkflow, createCategoryMenuWorkflow, createNewsWorkflow, createOfferWorkflow, createSliderWorkflow } from "@chaka/content/workflows"
import { CONTENT_MODULE } from "@chaka/content/modules/content"
import { existsSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { CATEGORY_MENUS, NEWS, OFFERS, SLIDERS, sliderTitle } from "./content-data"
import { seedContentTranslations } from "./content-translations"

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
  listNews(filters: { title: string[] }): Promise<{ id: string; title: string }[]>
  listSliders(filters: { url: string[] }): Promise<{ id: string; url: string; title?: string | null }[]>
  listOffers(filters: { name: string[] }): Promise<{ id: string; name: string }[]>
  listCategoryMenus(filters: { name: string[] }): Promise<CategoryMenuRecord[]>
  updateSliders(data: { id: string; title: string }[]): Promise<unknown>
}

type CategoryMenuRecord = { id: string; name: string; sub_menus?: string[] | null; sub_menu_translations?: unknown }

/**
 * News, home sliders, offer links and category menus, then their Bangla (content-translations.ts).
 * Idempotent: each record is looked up by its title, url or name first, a menu gains only the
 * sub-menus it lacks, and a slide seeded before slides had titles gets its title once.
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

  const storedSliders = await content.listSliders({ url: SLIDERS.map((s) => s.url) })
  const knownSliders = new Set(storedSliders.map((s) => s.url))
  const missingSliders = SLIDERS.filter((s) => !knownSliders.has(s.url))
  for (const slider of missingSliders) {
    await createSliderWorkflow(container).run({ input: { url: slider.url, title: sliderTitle(slider), image: contentImage(slider.image) } })
  }
  const untitled = storedSliders.filter((s) => !s.title)
  const titleOf = new Map(SLIDERS.map((s) => [s.url, sliderTitle(s)]))
  if (untitled.length) await content.updateSliders(untitled.map((s) => ({ id: s.id, title: titleOf.get(s.url)! })))

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

  await seedContentTranslations(container, content)

  const created = missingNews.length + missingSliders.length + missingOffers.length + createdMenus + addedSubMenus
  logger.info(
    created
      ? `Seeded content: ${missingNews.length} news, ${missingSliders.length} sliders, ${missingOffers.length} offers, ` +
          `${createdMenus} category menus, ${addedSubMenus} sub-menus`
      : "Content already seeded"
  )
}
