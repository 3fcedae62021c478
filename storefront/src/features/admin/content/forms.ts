/** /admin/customize's home-content forms (routes/admin/customize.tsx's action). */
export const CONTENT_INTENTS = {
  addMenu: "add-menu",
  deleteMenu: "delete-menu",
  addSubMenu: "add-sub-menu",
  removeSubMenu: "remove-sub-menu",
  addOffer: "add-offer",
  deleteOffer: "delete-offer",
  setOfferTarget: "set-offer-target",
  addSlider: "add-slider",
  deleteSlider: "delete-slider",
  editOffer: "edit-offer",
  editSlider: "edit-slider",
  moveSlider: "move-slider",
} as const

/** A slide's move: a place up or down (the move form's `direction`). */
export const SLIDER_MOVES = { up: -1, down: 1 } as const

/** The ids in the order they would be after moving one a place up (-1) or down (+1); null at either end or when it is not listed. */
export function movedIds(ids: readonly string[], id: string, by: -1 | 1): string[] | null {
  const from = ids.indexOf(id)
  const to = from + by
  if (from < 0 || to < 0 || to >= ids.length) return null
  const next = [...ids]
  ;[next[from], next[to]] = [next[to], next[from]]
  return next
}

/** The fetcher the lists' Delete buttons share: a deleted row's answer outlives it. */
export const CONTENT_FETCHER = "admin-content"
