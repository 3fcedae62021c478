import { Customize } from "../../../features/admin/content/components/customize"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

export function CustomizeRoute() {
  usePageTitle(messages.adminContent.title)
  return <Customize />
}

export default CustomizeRoute
