import type { QueryClient } from "@tanstack/react-query"
import type { AdminSend } from "../../api/admin.server"
import { ADVERTISED, adminContentKeys, type AdminCategoryMenu, type AdminOffer, type AdminSlider } from "./content"

/** The customize page's three lists (and what an offer can advertise), read on the server under the keys its sections read them by. */
export function prefetchContent(client: QueryClient, send: AdminSend) {
  const list =
    <T>(path: string, field: string) =>
    async () =>
      (await send<Record<string, T[]>>("GET", path, undefined, { limit: 100 }))[field]
  return Promise.all([
    client.prefetchQuery({ queryKey: adminContentKeys.menus, queryFn: list<AdminCategoryMenu>("/admin/category-menus", "category_menus") }),
    client.prefetchQuery({ queryKey: adminContentKeys.offers, queryFn: list<AdminOffer>("/admin/offers", "offers") }),
    client.prefetchQuery({ queryKey: adminContentKeys.sliders, queryFn: list<AdminSlider>("/admin/sliders", "sliders") }),
    ...(["promotions", "priceLists"] as const).map((kind) =>
      client.prefetchQuery({
        queryKey: adminContentKeys[kind],
        queryFn: async () => (await send<Record<string, unknown[]>>("GET", ADVERTISED[kind].path, undefined, ADVERTISED[kind].query))[ADVERTISED[kind].field],
      })
    ),
  ])
}
