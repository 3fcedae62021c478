import { z } from "@medusajs/framework/zod"
import { messages } from "../../../lib/messages"
import { limited } from "../../../lib/http/text-field"

/*
 * A bicycle's facts, as the admin sends them (POST /admin/shop-products/:id/facts, from the
 * dashboard's widget and the storefront admin's product form) and as the workflow keeps them
 * (modules/product-facts). Numbers where they are numbers, each in a plausible range; texts in
 * English with their Bangla beside them. A field absent stays as it is; null (or a blank text)
 * removes it.
 */

/** The longest text of a fact ("Hydraulic disc, 160 mm rotors"). */
export const FACT_TEXT_MAX = 100

export const FACT_TEXTS = ["frame_size", "frame_material", "frame_material_bn", "brakes", "brakes_bn", "suspension", "suspension_bn"] as const
/** [min, max, decimals allowed] */
export const FACT_NUMBERS = {
  wheel_size_in: [8, 36, 1],
  weight_kg: [1, 80, 2],
} as const
export const FACT_WHOLE_NUMBERS = {
  gears: [1, 40],
  rider_height_min_cm: [50, 230],
  rider_height_max_cm: [50, 230],
  warranty_frame_months: [0, 1200],
  warranty_parts_months: [0, 1200],
} as const

export type FactText = (typeof FACT_TEXTS)[number]
export type FactNumber = keyof typeof FACT_NUMBERS | keyof typeof FACT_WHOLE_NUMBERS
export const FACT_FIELDS = [...FACT_TEXTS, ...Object.keys(FACT_NUMBERS), ...Object.keys(FACT_WHOLE_NUMBERS)] as (FactText | FactNumber)[]

/** Every fact of a product; null: not given. */
export type ProductFactValues = { [K in FactText]: string | null } & { [K in FactNumber]: number | null }
/** What one write changes: a value sets it, null removes it, absent leaves it. */
export type ProductFactsChange = Partial<ProductFactValues>

/** A form's value: "" is none, "27.5" is the number. Anything else is left for the schema to judge. */
const formValue = (value: unknown) => {
  if (typeof value !== "string") return value
  const text = value.trim()
  if (text === "") return null
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value
}

const decimalsOf = (value: number) => (Number.isInteger(value) ? 0 : (String(value).split(".")[1]?.length ?? Infinity))

const number = (name: string, [min, max, decimals]: readonly [number, number, number]) => {
  const message = messages.productFactsNumber(name, min, max, decimals)
  return z.preprocess(
    formValue,
    z
      .number({ error: message })
      .refine((value) => Number.isFinite(value) && value >= min && value <= max && decimalsOf(value) <= decimals, message)
      .nullable()
      .optional()
  )
}

const whole = (name: string, [min, max]: readonly [number, number]) => {
  const message = messages.productFactsWhole(name, min, max)
  return z.preprocess(
    formValue,
    z
      .number({ error: message })
      .refine((value) => Number.isInteger(value) && value >= min && value <= max, message)
      .nullable()
      .optional()
  )
}

const text = (name: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    limited(z.string({ error: messages.productTextInvalid(name) }).trim(), name, FACT_TEXT_MAX)
      .nullable()
      .optional()
  )

const shape = {
  ...Object.fromEntries(FACT_TEXTS.map((name) => [name, text(name)])),
  ...Object.fromEntries(Object.entries(FACT_NUMBERS).map(([name, range]) => [name, number(name, range)])),
  ...Object.fromEntries(Object.entries(FACT_WHOLE_NUMBERS).map(([name, range]) => [name, whole(name, range)])),
} as unknown as Record<FactText | FactNumber, z.ZodType>

/** POST /admin/shop-products/:id/facts: the facts to change, at least one; no other key. */
export const SaveProductFacts = z
  .strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? messages.productFactsUnknown((issue as { keys: string[] }).keys, FACT_FIELDS) : messages.productFactsBodyInvalid,
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), messages.productFactsNothingSent)
  .transform((change) => Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as ProductFactsChange)

/** The body as sent (form values may be strings). */
export type SaveProductFactsBody = Partial<Record<FactText | FactNumber, string | number | null>>

export const NO_FACTS: ProductFactValues = Object.fromEntries(FACT_FIELDS.map((name) => [name, null])) as ProductFactValues

/** The stored facts of a product (a record, or none) as plain values. */
export function factValues(record: Partial<Record<string, unknown>> | null | undefined): ProductFactValues {
  const values = { ...NO_FACTS }
  if (!record) return values
  for (const name of FACT_FIELDS) {
    const value = record[name]
    ;(values as Record<string, unknown>)[name] = value === undefined || value === null ? null : typeof value === "string" ? value : Number(value)
  }
  return values
}

/**
 * The facts after a change, or the sentence that refuses it: the rules that need more than one
 * field (the rider's height range read with what is stored) live here, below every entry point.
 */
export function applyFactsChange(
  stored: ProductFactValues,
  change: ProductFactsChange
): { ok: true; facts: ProductFactValues } | { ok: false; problem: string } {
  const facts = { ...stored, ...change }
  const { rider_height_min_cm: low, rider_height_max_cm: high } = facts
  if (low !== null && high !== null && low > high) return { ok: false, problem: messages.productFactsHeightOrder }
  return { ok: true, facts }
}

/** Whether a product has any fact at all (none: no record is kept). */
export const hasFacts = (facts: ProductFactValues) => Object.values(facts).some((value) => value !== null)
