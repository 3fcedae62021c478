import { z } from "@medusajs/framework/zod"
import { compatMessages } from "../messages"
import { CONTENT_LIMITS } from "@chaka/content/api"
import { FIELD_LIMITS } from "../../lib/http/input-limits"
import { requiredText as required } from "../../lib/http/text-field"

/** PUT /shop/menus {menuId, subText}: removes the sub-menu `subText` of that menu. */
export const ShopRemoveSubMenu = z.object({
  menuId: required(compatMessages.menuIdRequired, "menuId", FIELD_LIMITS.id),
  subText: required(compatMessages.subTextRequired, "subText", CONTENT_LIMITS.name),
})
export type ShopRemoveSubMenuType = z.infer<typeof ShopRemoveSubMenu>
