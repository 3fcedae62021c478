import type { Locale } from "../../../i18n/locales"
import type { Messages } from "../../../i18n/messages"

/**
 * A bicycle's facts as the store API sends them (`product_facts` of GET /store/products/:id,
 * the backend's modules/product-facts): numbers in inches, kilograms, centimetres and months;
 * texts in English with their Bangla beside them (`_bn`).
 */
export type StoreProductFacts = {
  frame_size: string | null
  frame_material: string | null
  frame_material_bn: string | null
  wheel_size_in: number | null
  gears: number | null
  brakes: string | null
  brakes_bn: string | null
  weight_kg: number | null
  suspension: string | null
  suspension_bn: string | null
  rider_height_min_cm: number | null
  rider_height_max_cm: number | null
  warranty_frame_months: number | null
  warranty_parts_months: number | null
}

export const FACT_KEYS = [
  "frame_size",
  "frame_material",
  "frame_material_bn",
  "wheel_size_in",
  "gears",
  "brakes",
  "brakes_bn",
  "weight_kg",
  "suspension",
  "suspension_bn",
  "rider_height_min_cm",
  "rider_height_max_cm",
  "warranty_frame_months",
  "warranty_parts_months",
] as const satisfies readonly (keyof StoreProductFacts)[]

const NUMBERS = new Set<string>([
  "wheel_size_in",
  "gears",
  "weight_kg",
  "rider_height_min_cm",
  "rider_height_max_cm",
  "warranty_frame_months",
  "warranty_parts_months",
])

/** The store answer's facts, checked field by field (anything odd is left out); null when there are none. */
export function readFacts(value: unknown): StoreProductFacts | null {
  if (!value || typeof value !== "object") return null
  const record = value as Record<string, unknown>
  const facts = {} as Record<string, string | number | null>
  for (const key of FACT_KEYS) {
    const field = record[key]
    if (NUMBERS.has(key))
      facts[key] =
        typeof field === "number" && Number.isFinite(field)
          ? field
          : typeof field === "string" && field.trim() !== "" && Number.isFinite(Number(field))
            ? Number(field)
            : null
    else facts[key] = typeof field === "string" && field.trim() !== "" ? field : null
  }
  return Object.values(facts).some((field) => field !== null) ? (facts as StoreProductFacts) : null
}

/** One row of the spec table: its name and its value, in the page's language. */
export type FactRow = { key: string; name: string; value: string }

const textIn = (english: string | null, bangla: string | null, locale: Locale) => (locale === "bn" && bangla) || english || bangla

/** "5 years", "6 months", "none": a warranty's length in the page's language. */
function warrantyLength(months: number, t: Messages["productFacts"]): string {
  if (months === 0) return t.noWarranty
  return months % 12 === 0 ? t.years(months / 12) : t.months(months)
}

/** The spec table's rows, in a fixed order; a fact not given is left out. */
export function factRows(facts: StoreProductFacts, locale: Locale, messages: Messages): FactRow[] {
  const t = messages.productFacts
  const rows: FactRow[] = []
  const add = (key: string, name: string, value: string | null) => value && rows.push({ key, name, value })
  add("frame_size", t.frameSize, facts.frame_size)
  add("frame_material", t.frameMaterial, textIn(facts.frame_material, facts.frame_material_bn, locale))
  add("wheel_size", t.wheelSize, facts.wheel_size_in === null ? null : t.inches(facts.wheel_size_in))
  add("gears", t.gears, facts.gears === null ? null : t.speeds(facts.gears))
  add("brakes", t.brakes, textIn(facts.brakes, facts.brakes_bn, locale))
  add("weight", t.weight, facts.weight_kg === null ? null : t.kilograms(facts.weight_kg))
  add("suspension", t.suspension, textIn(facts.suspension, facts.suspension_bn, locale))
  const { rider_height_min_cm: low, rider_height_max_cm: high } = facts
  add(
    "rider_height",
    t.riderHeight,
    low !== null && high !== null ? t.heightRange(low, high) : low !== null ? t.heightFrom(low) : high !== null ? t.heightUpTo(high) : null
  )
  const { warranty_frame_months: frame, warranty_parts_months: parts } = facts
  add(
    "warranty",
    t.warranty,
    frame !== null && parts !== null
      ? t.warrantyBoth(warrantyLength(frame, t), warrantyLength(parts, t))
      : frame !== null
        ? t.warrantyFrame(warrantyLength(frame, t))
        : parts !== null
          ? t.warrantyParts(warrantyLength(parts, t))
          : null
  )
  return rows
}

/**
 * The facts in the product's schema.org data: each row as an additionalProperty PropertyValue
 * (numbers with their UN/CEFACT unit), the weight as a QuantitativeValue, the material as
 * `material`; nothing when there are none.
 */
export function factsJsonLd(facts: StoreProductFacts | null, locale: Locale, messages: Messages): object {
  if (!facts) return {}
  const t = messages.productFacts
  const property = (name: string, value: string | number, unitCode?: string, unitText?: string) => ({
    "@type": "PropertyValue",
    name,
    value,
    ...(unitCode ? { unitCode } : {}),
    ...(unitText ? { unitText } : {}),
  })
  const rows = factRows(facts, locale, messages)
  const text = (key: string) => rows.find((row) => row.key === key)?.value
  const properties = [
    facts.frame_size && property(t.frameSize, facts.frame_size),
    facts.wheel_size_in !== null && property(t.wheelSize, facts.wheel_size_in, "INH", "in"),
    facts.gears !== null && property(t.gears, facts.gears),
    text("brakes") && property(t.brakes, text("brakes")!),
    text("suspension") && property(t.suspension, text("suspension")!),
    facts.rider_height_min_cm !== null &&
      facts.rider_height_max_cm !== null && {
        "@type": "PropertyValue",
        name: t.riderHeight,
        minValue: facts.rider_height_min_cm,
        maxValue: facts.rider_height_max_cm,
        unitCode: "CMT",
        unitText: "cm",
      },
    text("warranty") && property(t.warranty, text("warranty")!),
  ].filter((entry): entry is Exclude<typeof entry, false | null | undefined | ""> => !!entry)
  const material = text("frame_material")
  return {
    ...(material ? { material } : {}),
    ...(facts.weight_kg !== null ? { weight: { "@type": "QuantitativeValue", value: facts.weight_kg, unitCode: "KGM", unitText: "kg" } } : {}),
    ...(properties.length ? { additionalProperty: properties } : {}),
  }
}
