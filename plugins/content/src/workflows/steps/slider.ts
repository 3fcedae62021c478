import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTENT_MODULE } from "../../modules/content"
import type ContentModuleService from "../../modules/content/service"
import { found } from "./found"

export type SliderData = { url: string; image_url: string; image_id: string; title?: string | null }

export const createSliderStepId = "create-slider"
/** Adds a slide after the existing ones. */
export const createSliderStep = createStep(
  createSliderStepId,
  async (data: SliderData, { container }) => {
    const service: ContentModuleService = container.resolve(CONTENT_MODULE)
    const [, count] = await service.listAndCountSliders({}, { take: 0 })
    const slider = await service.createSliders({ ...data, rank: count })
    return new StepResponse(slider, slider.id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<ContentModuleService>(CONTENT_MODULE).deleteSliders(id)
  }
)

export const deleteSliderStepId = "delete-slider"
export const deleteSliderStep = createStep(
  deleteSliderStepId,
  async (id: string, { container }) => {
    const service: ContentModuleService = container.resolve(CONTENT_MODULE)
    const slider = await found(service.listSliders({ id }, { take: 1 }), "Slider", id)
    await service.softDeleteSliders(id)
    return new StepResponse(slider, id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<ContentModuleService>(CONTENT_MODULE).restoreSliders(id)
  }
)
