import { model } from "@medusajs/framework/utils"

/** An offer tag on the home page: a label (translatable) linking to a storefront page. */
const Offer = model.define("offer", {
  id: model.id({ prefix: "offer" }).primaryKey(),
  name: model.text().translatable(),
  url: model.text(),
})

export default Offer
