import { hasControlCharacter } from "../../lib/control-characters"

/**
 * The /shop filters as they live in the URL (so a filtered page can be shared and survives a
 * reload): brand=Hike|Phoenix&type=Geared&min=10000&max=50000.
 */
export type CatalogueFilters = {
  brands: string[]
  types: string[]
  min: number | null
  max: number | null
  /** Wheel sizes in inches ("27.5", "29"): wheel=26|27.5 (the bicycles' facts). Absent: every size. */
  wheels?: string[]
  /** Frame sizes as the makers name them: frame=M%20(17%20in). Absent: every size. */
  frames?: string[]
}

// What the URL holds is anyone's typing: values the backend would refuse (a control character,
// a number it cannot read such as 1e+21) are dropped here and prices rounded to the paisa, so
// an odd link shows a sane page instead of an error.
const list = (value: string | null) =>
  value
    ? value
        .split("|")
        .map((v) => v.trim())
        .filter((v) => v && !hasControlCharacter(v))
    : []
const amount = (value: string | null) => {
  if (value === null || value.trim() === "") return null
  const number = Number(value)
  if (!Number.isFinite(number) || number < 0 || number > Number.MAX_SAFE_INTEGER) return null
  // Whole paisa: never written in exponent notation (1e-7 is 0).
  return Math.round(number * 100) / 100
}

// `brand=Hike|Phoenix` (a link, the scripts' form) or `brand=Hike&brand=Phoenix` (the filter form sent without scripts).
const all = (params: URLSearchParams, name: string) => [...new Set(list(params.getAll(name).join("|")))]

/** A wheel size the backend reads: inches, at most one decimal ("27.5"); anything else is dropped. */
const WHEEL = /^\d{1,2}(\.\d)?$/

export function readFilters(params: URLSearchParams): CatalogueFilters {
  const filters: CatalogueFilters = { brands: all(params, "brand"), types: all(params, "type"), min: amount(params.get("min")), max: amount(params.get("max")) }
  const wheels = all(params, "wheel").filter((wheel) => WHEEL.test(wheel))
  const frames = all(params, "frame").filter((frame) => frame.length <= 100)
  if (wheels.length) filters.wheels = wheels
  if (frames.length) filters.frames = frames
  return filters
}

export function writeFilters(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.brands.length) params.set("brand", filters.brands.join("|"))
  if (filters.types.length) params.set("type", filters.types.join("|"))
  if (filters.wheels?.length) params.set("wheel", filters.wheels.join("|"))
  if (filters.frames?.length) params.set("frame", filters.frames.join("|"))
  if (filters.min !== null) params.set("min", String(filters.min))
  if (filters.max !== null) params.set("max", String(filters.max))
  return params
}

/** Spec section 5: a minimum above the maximum is ignored. */
export function effectivePriceRange({ min, max }: Pick<CatalogueFilters, "min" | "max">) {
  return { min: min !== null && max !== null && min > max ? null : min, max }
}

export const toggle = (values: string[], value: string) => (values.includes(value) ? values.filter((v) => v !== value) : [...values, value])
