import { useQuery } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import { queryKeysFactory, useListMutation } from "@chaka/kit/admin"

export type CategoryMenu = { id: string; name: string; sub_menus: string[] }
export type CategoryMenusResponse = { category_menus: CategoryMenu[] }
export type CategoryMenuResponse = { category_menu: CategoryMenu }
export type SubMenuInput = { menuId: string; name: string }

export const categoryMenuQueryKeys = queryKeysFactory("category_menus")

const menuPath = (id: string) => `/admin/category-menus/${encodeURIComponent(id)}`

export const useCategoryMenus = () =>
  useQuery({
    queryKey: categoryMenuQueryKeys.list(),
    queryFn: () => sdk.client.fetch<CategoryMenusResponse>("/admin/category-menus"),
  })

export const useCreateCategoryMenu = () =>
  useListMutation(categoryMenuQueryKeys.lists(), (name: string) =>
    sdk.client.fetch<CategoryMenuResponse>("/admin/category-menus", { method: "POST", body: { name } })
  )

export const useDeleteCategoryMenu = () =>
  useListMutation(categoryMenuQueryKeys.lists(), (id: string) => sdk.client.fetch<{ id: string; deleted: boolean }>(menuPath(id), { method: "DELETE" }))

export const useAddSubMenu = () =>
  useListMutation(categoryMenuQueryKeys.lists(), ({ menuId, name }: SubMenuInput) =>
    sdk.client.fetch<CategoryMenuResponse>(`${menuPath(menuId)}/sub-menus`, { method: "POST", body: { name } })
  )

export const useRemoveSubMenu = () =>
  useListMutation(categoryMenuQueryKeys.lists(), ({ menuId, name }: SubMenuInput) =>
    sdk.client.fetch<CategoryMenuResponse>(`${menuPath(menuId)}/sub-menus/${encodeURIComponent(name)}`, {
      method: "DELETE",
    })
  )
