import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import ProductFactsModule from "../modules/product-facts"

// A product's facts (`product.product_facts`), kept by the facts record's product_id: a
// read-only link, no link table; the facts are written by their own workflow.
export default defineLink(
  { linkable: ProductModule.linkable.product, field: "id" },
  { ...ProductFactsModule.linkable.productFacts.id, primaryKey: "product_id" },
  { readOnly: true }
)
