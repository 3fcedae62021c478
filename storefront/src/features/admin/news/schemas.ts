import { z } from "zod"
import { perLanguage, type Messages } from "../../../i18n"
import { optionalImage, requiredImage } from "../content/image-file"

/** Today as a date input holds it (yyyy-mm-dd, the browser's own day, not UTC's). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Spec: image ('image is required'), title and description required; the date is optional. In the page's language. */
export const newsSchema = perLanguage((messages: Messages) => {
  const t = messages.adminNews
  return z.object({
    image: requiredImage(messages.adminContent, t.imageRequired),
    title: z.string().trim().min(1, t.titleRequired),
    description: z.string().trim().min(1, t.descriptionRequired),
    date: z
      .string()
      .trim()
      .refine((value) => !value || !Number.isNaN(new Date(value).getTime()), t.dateInvalid),
  })
})

export type NewsFormValues = z.input<ReturnType<typeof newsSchema>>
export type NewsInput = z.output<ReturnType<typeof newsSchema>>

/** An item's edit: the same texts and date (blank keeps it); a new picture is optional (the current one stays). */
export const newsEditSchema = perLanguage((messages: Messages) => newsSchema(messages).extend({ image: optionalImage(messages.adminContent) }))
