import { z } from "zod"
import { perLanguage, type Messages } from "../../../i18n"
import { link, requiredImage } from "./image-file"

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
  }
})

export type ContentSchemas = ReturnType<typeof contentSchemas>

export type MenuInput = z.infer<ContentSchemas["menuSchema"]>
export type OfferInput = z.infer<ContentSchemas["offerSchema"]>
export type SliderFormValues = z.input<ContentSchemas["sliderSchema"]>
export type SliderInput = z.output<ContentSchemas["sliderSchema"]>
