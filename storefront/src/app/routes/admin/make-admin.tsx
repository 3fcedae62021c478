import { MakeAdminForm } from "../../../features/admin/make-admin/components/make-admin-form"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

export function MakeAdminRoute() {
  usePageTitle(messages.adminMakeAdmin.title)
  return (
    <>
      <h1>{messages.adminMakeAdmin.title}</h1>
      <MakeAdminForm />
    </>
  )
}

export default MakeAdminRoute
