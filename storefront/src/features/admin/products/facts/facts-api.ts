import { useQuery } from "@tanstack/react-query"
import { withAdmin } from "../../../../lib/admin-sdk"
import { adminProductKeys } from "../api/keys"

/** The facts form's intent on the update page (its handler: facts-action.server.ts). */
export const FACTS_INTENT = "facts"

/** GET /admin/shop-products/:id/facts: the product's facts, null when none are given. */
export type AdminFactsAnswer = { product_id: string; facts: AdminFacts | null }

/** Each fact by its name (the backend's modules/product-facts): a text, a number, or null. */
export type AdminFacts = Record<string, string | number | null>

export const adminFactsKey = (id: string) => [...adminProductKeys.detail(id), "facts"] as const

export const factsPath = (id: string) => `/admin/shop-products/${encodeURIComponent(id)}/facts`

export const getProductFacts = (id: string) => withAdmin((sdk) => sdk.client.fetch<AdminFactsAnswer>(factsPath(id)))

export const useProductFacts = (id: string) => useQuery({ queryKey: adminFactsKey(id), queryFn: () => getProductFacts(id), staleTime: 0 })

/**
 * The form's fields, in the spec table's order: a text with its Bangla beside it, or a number
 * (the backend's ranges: workflows/products/facts/rules.ts).
 */
export const FACT_FORM_FIELDS = [
  { name: "frame_size", kind: "text" },
  { name: "frame_material", kind: "text", bangla: "frame_material_bn" },
  { name: "wheel_size_in", kind: "number", min: 8, max: 36, step: "0.1" },
  { name: "gears", kind: "number", min: 1, max: 40, step: "1" },
  { name: "brakes", kind: "text", bangla: "brakes_bn" },
  { name: "weight_kg", kind: "number", min: 1, max: 80, step: "0.01" },
  { name: "suspension", kind: "text", bangla: "suspension_bn" },
  { name: "rider_height_min_cm", kind: "number", min: 50, max: 230, step: "1" },
  { name: "rider_height_max_cm", kind: "number", min: 50, max: 230, step: "1" },
  { name: "warranty_frame_months", kind: "number", min: 0, max: 1200, step: "1" },
  { name: "warranty_parts_months", kind: "number", min: 0, max: 1200, step: "1" },
] as const

export type FactFormField = (typeof FACT_FORM_FIELDS)[number]

/** Every posted field name, the Bangla ones included. */
export const FACT_FORM_NAMES: string[] = FACT_FORM_FIELDS.flatMap((field) => ("bangla" in field ? [field.name, field.bangla] : [field.name]))
