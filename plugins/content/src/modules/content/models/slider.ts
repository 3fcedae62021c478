import { model } from "@medusajs/framework/utils"

/** A home-page slide: a picture linking somewhere; shown in `rank` order. */
const Slider = model.define("slider", {
  id: model.id({ prefix: "slide" }).primaryKey(),
  image_url: model.text(),
  image_id: model.text(),
  url: model.text(),
  rank: model.number().default(0),
})

export default Slider
