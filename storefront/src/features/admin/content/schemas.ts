import { z } from "zod"
import type { Messages } from "../../../i18n"
import { link, requiredImage } from "./image-file"

function build(t: Messages["adminContent"]) {
  const name = z.string().trim().min(1, t.nameRequired)
  return {
    /** Spec: category menu (and sub-menu) name required. */
    menuSchema: z.object({ name }),
    /** Spec: offer name and url required. */
    offerSchema: z.object({ name, url: link(t) }),
    /** Spec: slider image and url required. */
    sliderSchema: z.object({ image: requiredImage(t, t.imageRequired), url: link(t) }),
  }
}

export type ContentSchemas = ReturnType<typeof build>

const built = new WeakMap<Messages, ContentSchemas>()

/** The content forms' schemas in a language (built once per language). */
export function contentSchemas(messages: Messages): ContentSchemas {
  let schemas = built.get(messages)
  if (!schemas) built.set(messages, (schemas = build(messages.adminContent)))
  return schemas
}

export type MenuInput = z.infer<ContentSchemas["menuSchema"]>
export type OfferInput = z.infer<ContentSchemas["offerSchema"]>
export type SliderFormValues = z.input<ContentSchemas["sliderSchema"]>
export type SliderInput = z.output<ContentSchemas["sliderSchema"]>
