import { model } from "@medusajs/framework/utils"

/** A bicycle brand (Hike, Phoenix, Bianchi, ...), linked to products. */
const Brand = model.define("brand", {
  id: model.id({ prefix: "brand" }).primaryKey(),
  name: model.text().searchable(),
  handle: model.text().unique(),
  country: model.text().nullable(),
})

export default Brand
