import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, FeatureFlag, Modules } from "@medusajs/framework/utils"
import type { ContentLocale } from "./locale"
import { fieldsOf, type ContentKind } from "./translatable"

/** One record's texts in one language, by field (`{ title, description }`). */
export type Texts = Record<string, string>

/** A record's stored translation: the Translation module's row id and its texts. */
export type StoredTranslation = { id: string; texts: Texts }

/** How many records one read asks about (Medusa's own translation reads use the same batch). */
const BATCH = 250

/**
 * Whether this store keeps translations: Medusa's Translation module is loaded only behind its
 * feature flag (`translation`). Without it every text is the English one and the admin routes
 * refuse Bangla (messages.translationsOff).
 */
export const translationsOn = (container: MedusaContainer): boolean =>
  FeatureFlag.isFeatureEnabled("translation") && container.hasRegistration(Modules.TRANSLATION)

/**
 * The translations the Translation module keeps in `locale` for these records, read through
 * Query (whose translation reads keep only the fields marked translatable). Only what was
 * really translated counts: a blank text is none, as in Medusa's store routes, so a caller can
 * tell Bangla from the English it falls back to.
 */
export async function storedTranslations(
  container: MedusaContainer,
  kind: ContentKind,
  ids: string[],
  locale: ContentLocale
): Promise<Map<string, StoredTranslation>> {
  const found = new Map<string, StoredTranslation>()
  const unique = [...new Set(ids)]
  if (!unique.length || !translationsOn(container)) return found
  const fields = fieldsOf(kind)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  for (let start = 0; start < unique.length; start += BATCH) {
    const batch = unique.slice(start, start + BATCH)
    const { data } = await query.graph({
      entity: "translation",
      fields: ["id", "reference_id", "translations"],
      filters: { reference_id: batch, locale_code: locale },
      pagination: { take: batch.length },
    })
    for (const row of data as { id: string; reference_id: string; translations?: Record<string, unknown> | null }[]) {
      const texts = fields.flatMap((field) => {
        const value = row.translations?.[field]
        return typeof value === "string" && value.trim() !== "" ? [[field, value] as const] : []
      })
      found.set(row.reference_id, { id: row.id, texts: Object.fromEntries(texts) })
    }
  }
  return found
}

/** Each record with its fields in `locale` where translated, English otherwise (nothing read for English). */
export async function inLanguage<T extends { id: string }>(
  container: MedusaContainer,
  kind: ContentKind,
  records: T[],
  locale: ContentLocale | undefined
): Promise<T[]> {
  if (!locale) return records
  const stored = await storedTranslations(
    container,
    kind,
    records.map((record) => record.id),
    locale
  )
  return records.map((record) => ({ ...record, ...stored.get(record.id)?.texts }))
}
