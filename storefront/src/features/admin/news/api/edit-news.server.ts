import { isDotSegment, type AdminForm } from "../../api/admin-action.server"
import { fileOf, textOf } from "../../api/read-form.server"
import { fieldErrors, type FormOutcome } from "../../form-answer"
import { newsEditSchema } from "../schemas"

/** The listed item a form names: one without an id (or with "." / "..") is not this page's. */
function newsOf({ id, messages }: AdminForm): string {
  if (!id || isDotSegment(id)) throw Object.assign(new Error(messages.adminArea.notAForm), { status: 400 })
  return id
}

const at = (id: string) => `/admin/news/${encodeURIComponent(id)}`

/**
 * POST /admin/news/:id: title, description and date (blank: unchanged) as JSON, or multipart
 * with them when a new picture is chosen (the current one is then replaced and deleted).
 */
export async function editNewsByForm(posted: AdminForm): Promise<FormOutcome> {
  const { form, messages } = posted
  const id = newsOf(posted)
  const parsed = newsEditSchema(messages).safeParse({
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
  if (image) {
    const body = new FormData()
    body.append("title", title)
    body.append("description", description)
    if (date) body.append("date", date)
    body.append("image", image, image.name)
    await posted.send("POST", at(id), body)
  } else await posted.send("POST", at(id), { title, description, ...(date ? { date } : {}) })
  return { done: messages.toasts.newsUpdated }
}

/** DELETE /admin/news/:id (the page asked first: RemoveForm's second step). */
export async function deleteNewsByForm(posted: AdminForm): Promise<FormOutcome> {
  await posted.send("DELETE", at(newsOf(posted)))
  return { done: posted.messages.toasts.newsDeleted }
}
