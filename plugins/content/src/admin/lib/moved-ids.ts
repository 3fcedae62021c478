/** The ids in the order they would be after moving one slide a place up (-1) or down (+1); null at either end. */
export function movedIds(ids: readonly string[], id: string, by: -1 | 1): string[] | null {
  const from = ids.indexOf(id)
  const to = from + by
  if (from < 0 || to < 0 || to >= ids.length) return null
  const next = [...ids]
  ;[next[from], next[to]] = [next[to], next[from]]
  return next
}
