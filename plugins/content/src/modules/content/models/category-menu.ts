import { model } from "@medusajs/framework/utils"

/**
 * A storefront category menu: a name and its ordered sub-menu labels. The name doubles as the
 * link (/shop/<name>), so its Bangla is a label beside it: the name through Medusa's Translation
 * module, and the sub-menus' here, because the module translates text properties only (a text
 * array's Bangla would be dropped on reading: lib/translations.ts).
 */
const CategoryMenu = model.define("category_menu", {
  id: model.id({ prefix: "catmenu" }).primaryKey(),
  name: model.text().translatable(),
  sub_menus: model.array().default([]),
  /** Each language's sub-menu labels by sub-menu name: `{ "bn-BD": { "Mountain": "মাউন্টেন" } }`. */
  sub_menu_translations: model.json().nullable(),
})

export default CategoryMenu
