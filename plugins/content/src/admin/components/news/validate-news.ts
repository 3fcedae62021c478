import { fieldErrors } from "../../lib/field-errors"
import { messages } from "../../lib/messages"

export type NewsFormValues = { title: string; description: string; date: string; image: File | null }

/** The same required-field checks as POST /admin/news, with the server's messages. */
export const validateNews = ({ title, description, image }: NewsFormValues) =>
  fieldErrors<keyof NewsFormValues>([
    ["title", title.trim() !== "", messages.news.errors.titleRequired],
    ["description", description.trim() !== "", messages.news.errors.descriptionRequired],
    ["image", image !== null, messages.news.errors.imageRequired],
  ])

/** An edit's checks: the same, but the picture is kept when no new one is chosen. */
export const validateNewsEdit = ({ title, description }: NewsFormValues) =>
  fieldErrors<keyof NewsFormValues>([
    ["title", title.trim() !== "", messages.news.errors.titleRequired],
    ["description", description.trim() !== "", messages.news.errors.descriptionRequired],
  ])
