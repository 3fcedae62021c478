import { z } from "zod"
import { perLanguage, type Messages } from "../../../i18n"
import { link, optionalImage, requiredImage } from "./image-file"

/** The content forms' schemas in a language (built once per language). */
export const contentSchemas = perLanguage((messages: Messages) => {
  const t = messages.adminContent
  const name = z.string().trim().min(1, t.nameRequired)
  return {
    /** Spec: category menu (and sub-menu) name required. */
    menuSchema: z.object({ name }),
    /** Spec: offer name and url required. */
    offerSchema: z.object({ name, url: link(t) }),
    /** Spec: slider image and url required. */
    sliderSchema: z.object({ image: requiredImage(t, t.imageRequired), url: link(t) }),
    /** A slide's edit: its link, its banner text (empty removes it) and, optionally, a new picture. */
    sliderEditSchema: z.object({ url: link(t), title: z.string().trim().max(200), image: optionalImage(t) }),
  }
})

export type ContentSchemas = ReturnType<typeof contentSchemas>

/** The offer form's "Advertises" choice: "" (nothing), `promotion:<id>` or `price_list:<id>`. */
export type OfferTarget = { promotion_id: string | null; price_list_id: string | null }

const ADVERTISED_ID = /^[A-Za-z0-9_]{1,100}$/

/** What the posted choice names, or null when it is none of the select's values (a forged post). */
export function offerTargetOf(value: string): OfferTarget | null {
  if (value === "") return { promotion_id: null, price_list_id: null }
  const [kind, id, ...rest] = value.split(":")
  if (rest.length || !id || !ADVERTISED_ID.test(id)) return null
  if (kind === "promotion") return { promotion_id: id, price_list_id: null }
  if (kind === "price_list") return { promotion_id: null, price_list_id: id }
  return null
}

/** The select's value for what an offer names. */
export const offerTargetValue = (offer: Partial<OfferTarget>) =>
  offer.promotion_id ? `promotion:${offer.promotion_id}` : offer.price_list_id ? `price_list:${offer.price_list_id}` : ""

export type MenuInput = z.infer<ContentSchemas["menuSchema"]>
export type OfferInput = z.infer<ContentSchemas["offerSchema"]>
export type SliderFormValues = z.input<ContentSchemas["sliderSchema"]>
export type SliderInput = z.output<ContentSchemas["sliderSchema"]>
