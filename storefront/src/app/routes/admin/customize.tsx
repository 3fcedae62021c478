import { Customize } from "../../../features/admin/content/components/customize"
import { messages } from "../../../messages"
import { privateMeta } from "../../screen-route"
import type { Route } from "./+types/customize"

export const meta = ({ location }: Route.MetaArgs) => privateMeta(messages.adminContent.title, location.pathname)

/** /admin/customize: category menus, offers and slider pictures (the screen has its own heading). */
export default function CustomizeRoute() {
  return <Customize />
}
