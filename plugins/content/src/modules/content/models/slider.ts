import { model } from "@medusajs/framework/utils"

/** A home-page slide: a picture linking somewhere; shown in `rank` order. */
const Slider = model.define("slider", {
  id: model.id({ prefix: "slide" }).primaryKey(),
  image_url: model.text(),
  image_id: model.text(),
  url: model.text(),
  rank: model.number().default(0),
  /**
   * What the banner says, for those who cannot see the picture (its alt text) and for search
   * engines; translatable. Optional: slides made before it have none.
   */
  title: model.text().translatable().nullable(),
})

export default Slider
