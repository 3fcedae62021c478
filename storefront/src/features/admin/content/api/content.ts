import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query"
import { errorMessage } from "../../../../lib/errors"
import { toast } from "../../../../lib/toast"
import { useMessages } from "../../../../i18n"
import { withAdmin } from "../../../../lib/admin-sdk"
import { shopKeys } from "../../../../lib/shop-query-keys"

/** The content plugin's records as its admin routes answer them. */
export type AdminCategoryMenu = { id: string; name: string; sub_menus: string[] }
export type AdminOffer = { id: string; name: string; url: string }
export type AdminSlider = { id: string; image_url: string; url: string; rank?: number }

export const adminContentKeys = {
  all: ["admin", "content"] as const,
  menus: ["admin", "content", "category-menus"] as const,
  offers: ["admin", "content", "offers"] as const,
  sliders: ["admin", "content", "sliders"] as const,
}

/** The home page's content (slider, offers, menus): see features/home/api. */
const get = <T>(path: string) => withAdmin((sdk) => sdk.client.fetch<T>(path, { query: { limit: 100 } }))
const send = <T>(path: string, method: "POST" | "DELETE", body?: object) => withAdmin((sdk) => sdk.client.fetch<T>(path, { method, ...(body ? { body } : {}) }))
/** A multipart POST: the browser writes the content type with its boundary. */
const upload = <T>(path: string, body: FormData) => withAdmin((sdk) => sdk.client.fetch<T>(path, { method: "POST", body, headers: { "content-type": null } }))

export const menusQuery = queryOptions({
  queryKey: adminContentKeys.menus,
  queryFn: async () => (await get<{ category_menus: AdminCategoryMenu[] }>("/admin/category-menus")).category_menus,
})
export const offersQuery = queryOptions({
  queryKey: adminContentKeys.offers,
  queryFn: async () => (await get<{ offers: AdminOffer[] }>("/admin/offers")).offers,
})
export const slidersQuery = queryOptions({
  queryKey: adminContentKeys.sliders,
  queryFn: async () => (await get<{ sliders: AdminSlider[] }>("/admin/sliders")).sliders,
})

export const useAdminMenus = () => useQuery(menusQuery)
export const useAdminOffers = () => useQuery(offersQuery)
export const useAdminSliders = () => useQuery(slidersQuery)

const menuPath = (id: string) => `/admin/category-menus/${encodeURIComponent(id)}`

export const contentApi = {
  addMenu: (name: string) => send("/admin/category-menus", "POST", { name }),
  deleteMenu: (id: string) => send(menuPath(id), "DELETE"),
  addSubMenu: ({ menuId, name }: { menuId: string; name: string }) => send(`${menuPath(menuId)}/sub-menus`, "POST", { name }),
  removeSubMenu: ({ menuId, name }: { menuId: string; name: string }) => send(`${menuPath(menuId)}/sub-menus/${encodeURIComponent(name)}`, "DELETE"),
  addOffer: (offer: { name: string; url: string }) => send("/admin/offers", "POST", offer),
  deleteOffer: (id: string) => send(`/admin/offers/${encodeURIComponent(id)}`, "DELETE"),
  addSlider: ({ image, url }: { image: File; url: string }) => {
    const body = new FormData()
    body.append("url", url)
    body.append("image", image)
    return upload("/admin/sliders", body)
  },
  deleteSlider: (id: string) => send(`/admin/sliders/${encodeURIComponent(id)}`, "DELETE"),
}

/** After a change: the admin list and the home page's content are read again. */
const refresh = (queryClient: QueryClient, key: readonly string[]) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: shopKeys.content })])

/**
 * One content change: on success the toast and the lists refresh. Adding forms show a failure
 * under the form (`error`); deletions, which have no form, toast it (`toastErrors`).
 */
export function useContentMutation<Input>(
  mutationFn: (input: Input) => Promise<unknown>,
  { key, success, toastErrors = false }: { key: readonly string[]; success: string; toastErrors?: boolean }
) {
  const queryClient = useQueryClient()
  const networkError = useMessages().auth.networkError
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      toast.success(success)
      await refresh(queryClient, key)
    },
    onError: (error) => {
      if (toastErrors) toast.error(errorMessage(error, networkError))
    },
  })
}
