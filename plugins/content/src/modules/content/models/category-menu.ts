import { model } from "@medusajs/framework/utils"

/** A storefront category menu: a name and its ordered sub-menu labels. */
const CategoryMenu = model.define("category_menu", {
  id: model.id({ prefix: "catmenu" }).primaryKey(),
  name: model.text(),
  sub_menus: model.array().default([]),
})

export default CategoryMenu
