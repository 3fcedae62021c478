import { batchTranslationsWorkflow } from "@medusajs/medusa/core-flows"
import type { ITranslationModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { BANGLA } from "../../lib/languages/locale"
import { BANGLA_CATEGORIES, BANGLA_TYPES, banglaProduct } from "./catalogue-bangla"
import type { ProductSeed } from "./catalogue"

type NewTranslation = { reference: "product" | "product_category" | "product_type"; reference_id: string; translations: Record<string, string> }

/** Translations written per run of Medusa's workflow (a generated catalogue may have hundreds). */
const CHUNK = 200

/**
 * The categories' and types' Bangla names. Written before the products exist on a first seed,
 * so their events re-index no product.
 */
export async function seedBanglaNames(container: MedusaContainer, categoryIds: Record<string, string>, typeIds: Record<string, string>) {
  const rows: NewTranslation[] = [
    ...Object.entries(BANGLA_CATEGORIES)
      .filter(([handle]) => categoryIds[handle])
      .map(([handle, name]) => ({ reference: "product_category" as const, reference_id: categoryIds[handle], translations: { name } })),
    ...Object.entries(BANGLA_TYPES)
      .filter(([value]) => typeIds[value])
      .map(([value, label]) => ({ reference: "product_type" as const, reference_id: typeIds[value], translations: { value: label } })),
  ]
  await createMissing(container, rows)
}

/** The products' Bangla titles and descriptions (demo and generated ones), found by handle. */
export async function seedBanglaProducts(container: MedusaContainer, products: (Pick<ProductSeed, "handle" | "title" | "brand"> & { base?: string })[]) {
  const stored = await container.resolve(Modules.PRODUCT).listProducts({ handle: products.map((p) => p.handle) }, { select: ["id", "handle"], take: null })
  const ids = new Map(stored.map((product) => [product.handle, product.id]))
  const rows = products
    .filter((product) => ids.has(product.handle))
    .map((product) => ({ reference: "product" as const, reference_id: ids.get(product.handle)!, translations: banglaProduct(product) }))
  await createMissing(container, rows)
}

/**
 * Through Medusa's own translation workflow (as the dashboard saves them), for the records that
 * have no Bangla yet: a second seed adds nothing, and never overwrites an admin's wording.
 */
async function createMissing(container: MedusaContainer, rows: NewTranslation[]) {
  if (!rows.length) return
  const service = container.resolve<ITranslationModuleService>(Modules.TRANSLATION)
  const existing = await service.listTranslations(
    { reference_id: rows.map((row) => row.reference_id), locale_code: BANGLA },
    { select: ["reference_id"], take: null }
  )
  const translated = new Set(existing.map((translation) => translation.reference_id))
  const missing = rows.filter((row) => !translated.has(row.reference_id))
  for (let start = 0; start < missing.length; start += CHUNK) {
    const create = missing.slice(start, start + CHUNK).map((row) => ({ ...row, locale_code: BANGLA }))
    await batchTranslationsWorkflow(container).run({ input: { create, update: [], delete: [] } })
  }
  if (missing.length) container.resolve(ContainerRegistrationKeys.LOGGER).info(`Seeded ${missing.length} Bangla translations`)
}
