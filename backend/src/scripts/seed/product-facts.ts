import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { PRODUCT_FACTS_MODULE } from "../../modules/product-facts"
import type ProductFactsModuleService from "../../modules/product-facts/service"
import type { ProductFactsChange } from "../../workflows/products/facts/rules"
import { saveProductFactsWorkflow } from "../../workflows/products/facts/save-product-facts"

/*
 * The demo bicycles' facts (the product page's spec table, the /shop page's wheel and frame
 * size filters): plausible values for each model of catalogue.ts, the texts in English and
 * Bangla. Accessories have none.
 */

const MATERIALS = {
  alloy: ["Aluminium alloy", "অ্যালুমিনিয়াম অ্যালয়"],
  steel: ["Steel", "স্টিল"],
  hiten: ["Hi-tensile steel", "হাই-টেনসাইল স্টিল"],
  chromoly: ["Chromoly steel", "ক্রোমোলি স্টিল"],
  carbon: ["Carbon fibre", "কার্বন ফাইবার"],
} as const

const BRAKES = {
  hydraulic: ["Hydraulic disc", "হাইড্রোলিক ডিস্ক"],
  mechanical: ["Mechanical disc", "মেকানিক্যাল ডিস্ক"],
  vbrake: ["V-brake (rim)", "ভি-ব্রেক (রিম)"],
  caliper: ["Caliper (rim)", "ক্যালিপার (রিম)"],
  coaster: ["Coaster (back-pedal)", "কোস্টার (পেছনে প্যাডেল)"],
  ubrake: ["U-brake (rim)", "ইউ-ব্রেক (রিম)"],
} as const

const SUSPENSIONS = {
  rigid: ["None (rigid)", "নেই (রিজিড)"],
  front: ["Front fork", "সামনের ফর্ক"],
  frontAir: ["Front air fork with lockout", "সামনের এয়ার ফর্ক, লকআউটসহ"],
  full: ["Full (front fork and rear shock)", "পূর্ণ (সামনের ফর্ক ও পেছনের শক)"],
} as const

type Row = [
  frame: string,
  material: keyof typeof MATERIALS,
  wheel: number,
  gears: number,
  brakes: keyof typeof BRAKES,
  weightKg: number,
  suspension: keyof typeof SUSPENSIONS,
  heightCm: [number, number],
  warrantyMonths: [frame: number, parts: number],
]

const ROWS: Record<string, Row> = {
  "hike-trail-blazer-27-5": ["M (17 in)", "alloy", 27.5, 21, "mechanical", 14.8, "front", [160, 178], [60, 12]],
  "phoenix-rider-26": ["M (18 in)", "hiten", 26, 18, "vbrake", 16.5, "front", [158, 178], [24, 6]],
  "bianchi-magma-9-2": ["L (19 in)", "alloy", 29, 12, "hydraulic", 12.4, "frontAir", [172, 188], [120, 24]],
  "giant-trance-x-29": ["L", "alloy", 29, 12, "hydraulic", 15.2, "full", [172, 188], [120, 24]],
  "hike-ridgeback-fs-27-5": ["M (17 in)", "alloy", 27.5, 24, "hydraulic", 16.9, "full", [162, 180], [60, 12]],
  "core-yeti-fat-26": ["L (18 in)", "alloy", 26, 8, "mechanical", 17.8, "rigid", [165, 185], [36, 12]],
  "bianchi-sprint-disc": ["55 cm", "carbon", 28, 22, "hydraulic", 8.4, "rigid", [172, 182], [120, 24]],
  "phoenix-speedster-700c": ["54 cm", "alloy", 28, 14, "caliper", 11.2, "rigid", [168, 180], [24, 6]],
  "giant-contend-ar-3": ["M", "alloy", 28, 18, "hydraulic", 10.1, "rigid", [170, 180], [120, 24]],
  "veloce-strada-700c": ["54 cm", "alloy", 28, 16, "caliper", 10.6, "rigid", [168, 180], [36, 12]],
  "bianchi-impulso-allroad": ["54 cm", "alloy", 28, 22, "hydraulic", 10.2, "rigid", [170, 181], [120, 24]],
  "upland-terra-gravel": ["M", "alloy", 28, 16, "mechanical", 11.4, "rigid", [168, 182], [36, 12]],
  "phoenix-city-classic-26": ["20 in", "steel", 26, 1, "vbrake", 17.5, "rigid", [160, 180], [24, 6]],
  "duranta-urban-commuter-28": ["M (18 in)", "hiten", 28, 7, "vbrake", 15.9, "rigid", [165, 182], [24, 6]],
  "hike-metro-700c-hybrid": ["M (17 in)", "alloy", 28, 21, "mechanical", 13.2, "front", [163, 180], [60, 12]],
  "veloce-comfort-step-through": ["S (16 in)", "alloy", 26, 1, "vbrake", 15.4, "rigid", [150, 172], [36, 12]],
  "bianchi-spillo-vintage": ["M (52 cm)", "chromoly", 28, 1, "caliper", 13.8, "rigid", [165, 180], [120, 24]],
  "phoenix-junior-star-16": ["Kids 10 in", "steel", 16, 1, "coaster", 9.2, "rigid", [100, 120], [12, 6]],
  "duranta-kiddo-12": ["Kids 8 in", "steel", 12, 1, "coaster", 7.6, "rigid", [85, 105], [12, 6]],
  "hike-young-explorer-20": ["Kids 11 in", "alloy", 20, 6, "vbrake", 11.3, "front", [115, 135], [24, 6]],
  "core-scout-24": ["Kids 13 in", "alloy", 24, 7, "vbrake", 12.9, "front", [130, 150], [24, 6]],
  "veloce-street-jam-bmx-20": ["20.5 in top tube", "hiten", 20, 1, "ubrake", 11.8, "rigid", [150, 180], [24, 6]],
  "hike-stunt-pro-bmx": ["20.75 in top tube", "chromoly", 20, 1, "ubrake", 11.1, "rigid", [155, 185], [36, 12]],
  "upland-gate-racer-bmx": ["Expert", "alloy", 20, 1, "vbrake", 9.4, "rigid", [150, 170], [36, 12]],
  "phoenix-fold-20": ["One size", "steel", 20, 6, "vbrake", 14.1, "rigid", [150, 185], [24, 6]],
  "bianchi-pieghevole-lite": ["One size", "alloy", 20, 9, "mechanical", 11.5, "rigid", [150, 190], [60, 12]],
  "core-metro-fold-24": ["One size", "alloy", 24, 7, "vbrake", 14.6, "rigid", [155, 190], [36, 12]],
  "duranta-e-ride-city": ["M (18 in)", "alloy", 26, 1, "mechanical", 24.5, "front", [160, 182], [24, 12]],
  "hike-volt-e-city-700c": ["M (18 in)", "alloy", 28, 8, "hydraulic", 22.8, "front", [163, 185], [60, 24]],
  "giant-talon-e-plus-29": ["L", "alloy", 29, 9, "hydraulic", 23.9, "front", [172, 188], [120, 24]],
  "bianchi-e-omnia-x": ["L", "alloy", 29, 12, "hydraulic", 25.4, "full", [172, 190], [120, 24]],
}

/** The facts of a demo product, as the admin would send them; undefined for a product without. */
export function seedFactsOf(handle: string): ProductFactsChange | undefined {
  const row = ROWS[handle]
  if (!row) return undefined
  const [frame, material, wheel, gears, brakes, weight, suspension, [low, high], [frameMonths, partsMonths]] = row
  return {
    frame_size: frame,
    frame_material: MATERIALS[material][0],
    frame_material_bn: MATERIALS[material][1],
    wheel_size_in: wheel,
    gears,
    brakes: BRAKES[brakes][0],
    brakes_bn: BRAKES[brakes][1],
    weight_kg: weight,
    suspension: SUSPENSIONS[suspension][0],
    suspension_bn: SUSPENSIONS[suspension][1],
    rider_height_min_cm: low,
    rider_height_max_cm: high,
    warranty_frame_months: frameMonths,
    warranty_parts_months: partsMonths,
  }
}

export const SEEDED_FACT_HANDLES = Object.keys(ROWS)

/**
 * The demo bicycles' facts, through the admin's workflow (one run per product); a product that
 * has facts already (an admin's edit, an earlier seed) is left as it is.
 */
export async function seedProductFacts(container: MedusaContainer): Promise<void> {
  const products = await container.resolve(Modules.PRODUCT).listProducts({ handle: SEEDED_FACT_HANDLES }, { select: ["id", "handle"], take: null })
  const service = container.resolve<ProductFactsModuleService>(PRODUCT_FACTS_MODULE)
  const existing = await service.listProductFacts({ product_id: products.map((product) => product.id) }, { select: ["product_id"], take: null })
  const known = new Set(existing.map((facts) => facts.product_id))
  const missing = products.filter((product) => !known.has(product.id))
  for (const product of missing) {
    await saveProductFactsWorkflow(container).run({ input: { product_id: product.id, change: seedFactsOf(product.handle)! } })
  }
  if (missing.length) container.resolve(ContainerRegistrationKeys.LOGGER).info(`Seeded the facts of ${missing.length} bicycles`)
}
