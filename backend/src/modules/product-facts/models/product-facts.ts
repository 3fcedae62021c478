import { model } from "@medusajs/framework/utils"

/**
 * A bicycle's facts, shown as the product page's spec table: one record per product (by
 * `product_id`, read from the product through a read-only link: src/links/product-facts.ts).
 * Numbers where they are numbers (inches, kilograms, a count, centimetres, months); the texts a
 * shopper reads in English with their Bangla beside them (`_bn`, empty: the English is shown).
 * Written only through workflows/products/facts (the rules: rules/facts.ts).
 */
const ProductFacts = model.define("product_facts", {
  id: model.id({ prefix: "pfacts" }).primaryKey(),
  product_id: model.text().unique(),
  /** As the maker names it: "M", "17 in", "XS (13)". */
  frame_size: model.text().nullable(),
  frame_material: model.text().nullable(),
  frame_material_bn: model.text().nullable(),
  /** inches: 12, 16, 20, 24, 26, 27.5, 29 */
  wheel_size_in: model.float().nullable(),
  /** speeds: 1 for a single speed */
  gears: model.number().nullable(),
  brakes: model.text().nullable(),
  brakes_bn: model.text().nullable(),
  weight_kg: model.float().nullable(),
  suspension: model.text().nullable(),
  suspension_bn: model.text().nullable(),
  rider_height_min_cm: model.number().nullable(),
  rider_height_max_cm: model.number().nullable(),
  /** The warranty, in months: the frame's and the other parts'. */
  warranty_frame_months: model.number().nullable(),
  warranty_parts_months: model.number().nullable(),
})

export default ProductFacts
