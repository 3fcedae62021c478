import type { AdminForm } from "../../api/admin-action.server"
import { fileOf, textOf } from "../../api/read-form.server"
import { IMAGE_MAX_BYTES } from "../../content/image-file"
import { fieldErrors, type FormOutcome } from "../../form-answer"
import { newsSchema } from "../schemas"

/** The news form's largest body: its picture at the content plugin's largest, and the text (10 000 characters). */
export const NEWS_FORM_BYTES = IMAGE_MAX_BYTES + 256 * 1024

/**
 * POST /admin/news: multipart with the picture (`image`: at most 2 MB, a picture, as the content
 * plugin checks), title, description and date (optional: the backend takes now). Checked with
 * the form's schema first.
 */
export async function createNewsByForm({ form, send, messages }: AdminForm): Promise<FormOutcome> {
  const parsed = newsSchema(messages).safeParse({
    image: fileOf(form, "image"),
    title: textOf(form, "title"),
    description: textOf(form, "description"),
    date: textOf(form, "date"),
  })
  if (!parsed.success) {
    const tooLarge = parsed.error.issues.some((issue) => issue.message === messages.adminContent.imageTooLarge)
    return { status: tooLarge ? 413 : 400, fields: fieldErrors(parsed.error.issues) }
  }
  const { image, title, description, date } = parsed.data
  const body = new FormData()
  body.append("title", title)
  body.append("description", description)
  if (date) body.append("date", date)
  body.append("image", image, image.name)
  await send("POST", "/admin/news", body)
  return { done: messages.toasts.newsAdded }
}
