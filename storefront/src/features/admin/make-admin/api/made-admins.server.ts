import type { QueryClient } from "@tanstack/react-query"
import type { AdminSend } from "../../api/admin.server"
import { madeAdminsQuery, type MadeAdmin } from "./made-admins"

/** The admins made from the screen, read on the server under the key the screen reads them by. */
export const prefetchMadeAdmins = (client: QueryClient, send: AdminSend) =>
  client.prefetchQuery({ queryKey: madeAdminsQuery().queryKey, queryFn: () => send<{ admins: MadeAdmin[] }>("GET", "/admin/make-admin") })
