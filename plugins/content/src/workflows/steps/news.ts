import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
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
