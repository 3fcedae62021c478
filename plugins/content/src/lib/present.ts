/** The public shapes of the content records (no File module ids, no timestamps but the date). */
type NewsRecord = { id: string; title: string; description: string; date: Date | string; image_url: string }
type SliderRecord = { id: string; image_url: string; url: string; rank: number }
type OfferRecord = { id: string; name: string; url: string }
type MenuRecord = { id: string; name: string; sub_menus: unknown }

export const presentNews = ({ id, title, description, date, image_url }: NewsRecord) => ({
  id,
  title,
  description,
  date: new Date(date).toISOString(),
  image_url,
})
export const presentSlider = ({ id, image_url, url, rank }: SliderRecord) => ({ id, image_url, url, rank })
export const presentOffer = ({ id, name, url }: OfferRecord) => ({ id, name, url })
export const presentMenu = ({ id, name, sub_menus }: MenuRecord) => ({ id, name, sub_menus: sub_menus as string[] })

type PolicyPageRecord = { handle: string; title: string; body: string; updated_at: Date | string }
export const presentPolicyPage = ({ handle, title, body, updated_at }: PolicyPageRecord) => ({
  handle,
  title,
  body,
  updated_at: new Date(updated_at).toISOString(),
})
