import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BANGLA } from "../../../lib/languages/locale"
import { translatedTexts } from "../../../lib/languages/translations"

/** A product's Bangla as the admin's forms show it; null: not translated (the form marks it). */
export type ProductBangla = { title: string | null; description: string | null } | null
export type ProductTranslations = { [BANGLA]: ProductBangla }

/**
 * The admin's products with their Bangla title and description (`translations["bn-BD"]`), from
 * Medusa's Translation module in one read for the whole list.
 */
export async function withTranslations<T extends { id: string }>(
  container: MedusaContainer,
  products: T[]
): Promise<(T & { translations: ProductTranslations })[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const texts = await translatedTexts(
    query,
    products.map((product) => product.id)
  )
  return products.map((product) => {
    const own = texts.get(product.id)
    const bangla = own && (own.title || own.description) ? { title: own.title ?? null, description: own.description ?? null } : null
    return { ...product, translations: { [BANGLA]: bangla } }
  })
}

export const withTranslation = async <T extends { id: string }>(container: MedusaContainer, product: T) => (await withTranslations(container, [product]))[0]
