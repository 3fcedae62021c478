import { z } from "zod"
import { messages } from "../../../messages"
import { requiredImage } from "../content/image-file"

const t = messages.adminNews

/** Today as a date input holds it (yyyy-mm-dd, the browser's own day, not UTC's). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Spec: image ('image is required'), title and description required; the date is optional. */
export const newsSchema = z.object({
  image: requiredImage(t.imageRequired),
  title: z.string().trim().min(1, t.titleRequired),
  description: z.string().trim().min(1, t.descriptionRequired),
  date: z
    .string()
    .trim()
    .refine((value) => !value || !Number.isNaN(new Date(value).getTime()), t.dateInvalid),
})

export type NewsFormValues = z.input<typeof newsSchema>
export type NewsInput = z.output<typeof newsSchema>
