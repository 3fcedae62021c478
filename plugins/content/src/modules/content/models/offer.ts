import { model } from "@medusajs/framework/utils"

/**
 * An offer tag on the home page: a label (translatable) linking to a storefront page. It may name
 * what it advertises: a promotion or a price list of Medusa's (at most one; read-only links in
 * src/links let Query read them), so the shop shows the card only while that is live.
 */
const Offer = model
  .define("offer", {
    id: model.id({ prefix: "offer" }).primaryKey(),
    name: model.text().translatable(),
    url: model.text(),
    promotion_id: model.text().nullable(),
    price_list_id: model.text().nullable(),
  })
  .indexes([
    { on: ["promotion_id"], where: "promotion_id IS NOT NULL AND deleted_at IS NULL" },
    { on: ["price_list_id"], where: "price_list_id IS NOT NULL AND deleted_at IS NULL" },
  ])

export default Offer
