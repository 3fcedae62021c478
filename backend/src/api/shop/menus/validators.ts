import { z } from "@medusajs/framework/zod"
import { messages } from "../../../lib/messages"

const required = (message: string) => z.string({ error: message }).trim().min(1, message)

/** PUT /shop/menus {menuId, subText}: removes the sub-menu `subText` of that menu. */
export const ShopRemoveSubMenu = z.object({
  menuId: required(messages.compatMenuIdRequired),
  subText: required(messages.compatSubTextRequired),
})
export type ShopRemoveSubMenuType = z.infer<typeof ShopRemoveSubMenu>
