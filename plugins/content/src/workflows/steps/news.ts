import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../messages"
import { CONTENT_MODULE } from "../../modules/content"
import type ContentModuleService from "../../modules/content/service"
import { found } from "./found"

export type NewsData = { title: string; description: string; date: Date; image_url: string; image_id: string }

export const createNewsStepId = "create-news"
export const createNewsStep = createStep(
  createNewsStepId,
  async (data: NewsData, { container }) => {
    const service: ContentModuleService = container.resolve(CONTENT_MODULE)
    const news = await service.createNews(data)
    return new StepResponse(news, news.id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<ContentModuleService>(CONTENT_MODULE).deleteNews(id)
  }
)

export const deleteNewsStepId = "delete-news"
/** Soft-deletes one news item (404 when unknown) and returns it, so its picture can go too. */
export const deleteNewsStep = createStep(
  deleteNewsStepId,
  async (id: string, { container }) => {
    const service: ContentModuleService = container.resolve(CONTENT_MODULE)
    const news = await found(service.listNews({ id }, { take: 1 }), "News", id)
    await service.softDeleteNews(id)
    return new StepResponse(news, id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<ContentModuleService>(CONTENT_MODULE).restoreNews(id)
  }
)

/** A news item's edit: only the fields given change (a new picture: its URL and File module id). */
export type NewsEdit = { id: string; title?: string; description?: string; date?: Date; image_url?: string; image_id?: string }
export const NEWS_EDIT_FIELDS = ["title", "description", "date", "image"] as const

export const validateNewsEditStepId = "validate-news-edit"
/** Before anything is uploaded: the item exists (404) and the edit changes something (400). */
export const validateNewsEditStep = createStep(validateNewsEditStepId, async (input: { id: string; changes: boolean }, { container }) => {
  const service: ContentModuleService = container.resolve(CONTENT_MODULE)
  await found(service.listNews({ id: input.id }, { take: 1, select: ["id"] }), "News", input.id)
  if (!input.changes) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.editEmpty(NEWS_EDIT_FIELDS))
  return new StepResponse(input.id)
})

export const updateNewsStepId = "update-news"
/**
 * Changes a news item (404 when unknown); answers it and the picture it replaced, if any, so that
 * file can go. Compensation puts back what it said and showed before.
 */
export const updateNewsStep = createStep(
  updateNewsStepId,
  async (edit: NewsEdit, { container }) => {
    const service: ContentModuleService = container.resolve(CONTENT_MODULE)
    const before = await found(service.listNews({ id: edit.id }, { take: 1 }), "News", edit.id)
    const changes = Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined)) as NewsEdit
    const news = await service.updateNews(changes)
    const replaced = edit.image_id && edit.image_id !== before.image_id ? before.image_id : null
    const previous = {
      id: before.id,
      title: before.title,
      description: before.description,
      date: before.date,
      image_url: before.image_url,
      image_id: before.image_id,
    }
    return new StepResponse({ news, replaced_image_id: replaced }, previous)
  },
  async (previous, { container }) => {
    if (!previous) return
    await container.resolve<ContentModuleService>(CONTENT_MODULE).updateNews(previous)
  }
)
