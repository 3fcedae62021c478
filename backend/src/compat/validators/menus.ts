import { z } from "@medusajs/framework/zod"
import { messages } from "../../lib/messages"
import { CONTENT_LIMITS, FIELD_LIMITS } from "../../lib/http/input-limits"
import { requiredText as required } from "../../api/utils/text-field"

/** PUT /shop/menus {menuId, subText}: removes the sub-menu `subText` of that menu. */
export const ShopRemoveSubMenu = z.object({
  menuId: required(messages.compatMenuIdRequired, "menuId", FIELD_LIMITS.id),
  subText: required(messages.compatSubTextRequired, "subText", CONTENT_LIMITS.name),
})
export type ShopRemoveSubMenuType = z.infer<typeof ShopRemoveSubMenu>
