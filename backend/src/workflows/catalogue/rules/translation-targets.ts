import type { CatalogueQuery } from "./calculated-prices"

/** Medusa's Translation module announces each translation it creates, updates or deletes (data: its id). */
export const TRANSLATION_EVENTS = ["translation.created", "translation.updated", "translation.deleted"]

/**
 * The event of the record a translation belongs to, as the catalogue already hears it: a
 * translated product, variant, category or type changes the same documents and cached answers
 * as an edit of that record. Other translated records (shipping options, regions…) show in no
 * catalogue answer.
 */
export const TRANSLATED_RECORD_EVENTS: Record<string, string> = {
  product: "product.updated",
  product_variant: "product-variant.updated",
  product_category: "product-category.updated",
  product_type: "product-type.updated",
}

/**
 * Which records these translations belong to, by kind (`product_category` → its ids). A deleted
 * translation is soft-deleted by Medusa's workflow, so it is still found.
 */
export async function translatedRecords(query: CatalogueQuery, translationIds: string[]): Promise<Map<string, string[]>> {
  const records = new Map<string, string[]>()
  if (!translationIds.length) return records
  const { data } = await query.graph({
    entity: "translation",
    fields: ["reference", "reference_id"],
    filters: { id: translationIds },
    withDeleted: true,
  })
  for (const { reference, reference_id } of data as { reference: string; reference_id: string }[]) {
    records.set(reference, [...(records.get(reference) ?? []), reference_id])
  }
  return records
}
