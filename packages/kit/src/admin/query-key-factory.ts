/** Query keys from generic to specific: `all`, `lists()`, `list(query)`, `details()`, `detail(id)`. */
export const queryKeysFactory = <TKey extends string, TListQuery = Record<string, unknown>>(globalKey: TKey) => {
  const all = [globalKey] as const
  const lists = () => [globalKey, "list"] as const
  const list = (query?: TListQuery) => [globalKey, "list", { query }] as const
  const details = () => [globalKey, "detail"] as const
  const detail = (id: string) => [globalKey, "detail", id] as const
  return { all, lists, list, details, detail }
}
