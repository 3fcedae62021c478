import { z } from "zod"
import { messages } from "../../../messages"
import { link, requiredImage } from "./image-file"

const t = messages.adminContent

const name = z.string().trim().min(1, t.nameRequired)

/** Spec: category menu (and sub-menu) name required. */
export const menuSchema = z.object({ name })
/** Spec: offer name and url required. */
export const offerSchema = z.object({ name, url: link })
/** Spec: slider image and url required. */
export const sliderSchema = z.object({ image: requiredImage(t.imageRequired), url: link })

export type MenuInput = z.infer<typeof menuSchema>
export type OfferInput = z.infer<typeof offerSchema>
export type SliderFormValues = z.input<typeof sliderSchema>
export type SliderInput = z.output<typeof sliderSchema>
