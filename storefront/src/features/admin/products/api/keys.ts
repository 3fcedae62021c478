/** React Query keys of the admin's product screens; everything under ["admin", "products"]. */
export const adminProductKeys = {
  all: ["admin", "products"] as const,
  lists: () => [...adminProductKeys.all, "list"] as const,
  list: (params: { q: string; page: number }) => [...adminProductKeys.lists(), params] as const,
  detail: (id: string) => [...adminProductKeys.all, "detail", id] as const,
  categories: () => [...adminProductKeys.all, "categories"] as const,
}
