import { shopDay } from "./shop-day"

/** Spec section 3's news, slider, offer and category menu, as the original shop's clients read them. */
export type CompatNews = { _id: string; title: string; description: string; date: string; imgUrl: string }
export type CompatSlider = { _id: string; imgUrl: string; url: string }
export type CompatOffer = { _id: string; name: string; url: string }
export type CompatMenu = { _id: string; name: string; subMenus: string[] }

// The content plugin's public shapes (its lib/present.ts), which these translate.
type PresentedNews = { id: string; title: string; description: string; date: string; image_url: string }
type PresentedSlider = { id: string; image_url: string; url: string }
type PresentedOffer = { id: string; name: string; url: string }
type PresentedMenu = { id: string; name: string; sub_menus: string[] }

export const toCompatNews = ({ id, title, description, date, image_url }: PresentedNews): CompatNews => ({
  _id: id,
  title,
  description,
  // The original stored and answered the client's "11/25/2026", which its news cards print as is.
  date: shopDay(date),
  imgUrl: image_url,
})
export const toCompatSlider = ({ id, image_url, url }: PresentedSlider): CompatSlider => ({ _id: id, imgUrl: image_url, url })
export const toCompatOffer = ({ id, name, url }: PresentedOffer): CompatOffer => ({ _id: id, name, url })
export const toCompatMenu = ({ id, name, sub_menus }: PresentedMenu): CompatMenu => ({ _id: id, name, subMenus: sub_menus })

/** The original's write results (MongoDB's), which its client reads to show a success toast. */
export const inserted = (id: string) => ({ acknowledged: true, insertedId: id })
export const modified = (count: number) => ({ acknowledged: true, modifiedCount: count })
export const deleted = (count: number) => ({ acknowledged: true, deletedCount: count })
