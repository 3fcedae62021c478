import { model } from "@medusajs/framework/utils"

/**
 * A news item on the storefront: newest first by `date`. Its title and text are translatable:
 * Medusa's Translation module keeps their Bangla (lib/translations.ts).
 */
const News = model
  .define("news", {
    id: model.id({ prefix: "news" }).primaryKey(),
    title: model.text().searchable().translatable(),
    description: model.text().translatable(),
    date: model.dateTime(),
    image_url: model.text(),
    /** The File module's id of the picture, to delete it with the item. */
    image_id: model.text(),
  })
  .indexes([{ on: ["date"] }])

export default News
