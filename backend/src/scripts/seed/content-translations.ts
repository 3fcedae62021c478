import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BANGLA, storedTranslations, translationsOn, type ContentKind } from "@chaka/content/api"
import { saveContentTranslationWorkflow } from "@chaka/content/workflows"
import { CATEGORY_MENUS, MENU_LABELS_BN, NEWS, OFFERS, SLIDERS, sliderTitle } from "./content-data"

/** What the seed needs of the content module's generated service. */
type ContentModuleService = {
  listNews(filters: { title: string[] }): Promise<{ id: string; title: string }[]>
  listSliders(filters: { url: string[] }): Promise<{ id: string; url: string }[]>
  listOffers(filters: { name: string[] }): Promise<{ id: string; name: string }[]>
  listCategoryMenus(filters: { name: string[] }): Promise<{ id: string; name: string; sub_menus?: string[] | null; sub_menu_translations?: unknown }[]>
}

type Planned = { kind: Exclude<ContentKind, "policy_page">; id: string; texts: Record<string, string>; sub_menus?: Record<string, string> }

type SeedTexts = { id: string; texts: Record<string, string> }

/**
 * Each item's seed Bangla without the fields it already has Bangla for (an admin's, or an
 * earlier seed's): what a seed may still write. Also used for the policy pages (policies.ts).
 */
export async function untranslatedTexts(container: MedusaContainer, kind: ContentKind, items: SeedTexts[]): Promise<SeedTexts[]> {
  const stored = await storedTranslations(
    container,
    kind,
    items.map((item) => item.id),
    BANGLA
  )
  return items.map(({ id, texts }) => ({ id, texts: Object.fromEntries(Object.entries(texts).filter(([field]) => !stored.get(id)?.texts[field])) }))
}

/**
 * The demo content's Bangla (content-data.ts), written through the content plugin's workflow as
 * an admin's would be. Idempotent and kind to an admin's work: an item gets the seed's Bangla
 * only for the texts it has none of (a menu, for the sub-menus still unlabelled), so a second
 * run writes nothing and never overwrites what an admin translated. Without Medusa's
 * Translation module (its feature flag off) there is nowhere to keep it: skipped.
 */
export async function seedContentTranslations(container: MedusaContainer, content: ContentModuleService): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  if (!translationsOn(container)) return logger.info("Content translations skipped: Medusa's Translation module is off")

  const planned: Planned[] = []
  const missing = (kind: ContentKind, items: SeedTexts[]) => untranslatedTexts(container, kind, items)
  const plan = (kind: Planned["kind"], items: { id: string; texts: Record<string, string> }[]) =>
    planned.push(...items.filter((item) => Object.keys(item.texts).length).map((item) => ({ kind, ...item })))

  const news = await content.listNews({ title: NEWS.map((n) => n.title) })
  const newsBangla = new Map(NEWS.map((n) => [n.title, n.bn]))
  plan(
    "news",
    await missing(
      "news",
      news.map((n) => ({ id: n.id, texts: { ...newsBangla.get(n.title)! } }))
    )
  )

  const sliders = await content.listSliders({ url: SLIDERS.map((s) => s.url) })
  const sliderBangla = new Map(SLIDERS.map((s) => [s.url, sliderTitle(s.bn)]))
  plan(
    "slider",
    await missing(
      "slider",
      sliders.map((s) => ({ id: s.id, texts: { title: sliderBangla.get(s.url)! } }))
    )
  )

  const offers = await content.listOffers({ name: OFFERS.map((o) => o.name) })
  const offerBangla = new Map(OFFERS.map((o) => [o.name, o.bn]))
  plan(
    "offer",
    await missing(
      "offer",
      offers.map((o) => ({ id: o.id, texts: { name: offerBangla.get(o.name)! } }))
    )
  )

  const menus = await content.listCategoryMenus({ name: CATEGORY_MENUS.map((m) => m.name) })
  const menuNames = await missing(
    "category_menu",
    menus.map((m) => ({ id: m.id, texts: (MENU_LABELS_BN[m.name] ? { name: MENU_LABELS_BN[m.name] } : {}) as Record<string, string> }))
  )
  for (const menu of menus) {
    const labelled = (menu.sub_menu_translations as Record<string, Record<string, string>> | null)?.[BANGLA] ?? {}
    const sub_menus = Object.fromEntries((menu.sub_menus ?? []).filter((sub) => !labelled[sub] && MENU_LABELS_BN[sub]).map((sub) => [sub, MENU_LABELS_BN[sub]]))
    const texts = menuNames.find((m) => m.id === menu.id)?.texts ?? {}
    if (Object.keys(texts).length || Object.keys(sub_menus).length) planned.push({ kind: "category_menu", id: menu.id, texts, sub_menus })
  }

  for (const { kind, id, texts, sub_menus } of planned) {
    await saveContentTranslationWorkflow(container).run({ input: { kind, id, locale: BANGLA, texts, sub_menus } })
  }
  logger.info(planned.length ? `Seeded the Bangla of ${planned.length} content items` : "Content translations already seeded")
}
