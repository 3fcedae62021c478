import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../messages"
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
    // After the last one, even when deletions or a new order left gaps in the ranks.
    const [last] = await service.listSliders({}, { select: ["rank"], order: { rank: "DESC" }, take: 1 })
    const slider = await service.createSliders({ ...data, rank: last ? last.rank + 1 : 0 })
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

/** A slide's edit: only the fields given change (title null removes it; a new picture: its URL and File module id). */
export type SliderEdit = { id: string; url?: string; title?: string | null; image_url?: string; image_id?: string }
export const SLIDER_EDIT_FIELDS = ["url", "title", "image"] as const

export const validateSliderEditStepId = "validate-slider-edit"
/** Before anything is uploaded: the slide exists (404) and the edit changes something (400). */
export const validateSliderEditStep = createStep(validateSliderEditStepId, async (input: { id: string; changes: boolean }, { container }) => {
  const service: ContentModuleService = container.resolve(CONTENT_MODULE)
  await found(service.listSliders({ id: input.id }, { take: 1, select: ["id"] }), "Slider", input.id)
  if (!input.changes) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.editEmpty(SLIDER_EDIT_FIELDS))
  return new StepResponse(input.id)
})

export const updateSliderStepId = "update-slider"
/** Changes a slide (404 when unknown); answers it and the picture it replaced, if any. Compensation puts back the old one. */
export const updateSliderStep = createStep(
  updateSliderStepId,
  async (edit: SliderEdit, { container }) => {
    const service: ContentModuleService = container.resolve(CONTENT_MODULE)
    const before = await found(service.listSliders({ id: edit.id }, { take: 1 }), "Slider", edit.id)
    const changes = Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined)) as SliderEdit
    const slider = await service.updateSliders(changes)
    const replaced = edit.image_id && edit.image_id !== before.image_id ? before.image_id : null
    const previous = { id: before.id, url: before.url, title: before.title ?? null, image_url: before.image_url, image_id: before.image_id }
    return new StepResponse({ slider, replaced_image_id: replaced }, previous)
  },
  async (previous, { container }) => {
    if (!previous) return
    await container.resolve<ContentModuleService>(CONTENT_MODULE).updateSliders(previous)
  }
)

export const reorderSlidersStepId = "reorder-sliders"
/**
 * Puts the slides in the order given: every slide's id once (an unknown id, or a list that leaves
 * one out, is refused: 400, nothing written). Ranks become 0, 1, 2… so the same list gives the
 * same order again. Compensation puts back the ranks they had.
 */
export const reorderSlidersStep = createStep(
  reorderSlidersStepId,
  async (ids: string[], { container }) => {
    const service: ContentModuleService = container.resolve(CONTENT_MODULE)
    const sliders = await service.listSliders({}, { select: ["id", "rank"] })
    const known = new Set(sliders.map((slider) => slider.id))
    const unknown = ids.filter((id) => !known.has(id))
    if (unknown.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.sliderOrderUnknown(unknown))
    if (new Set(ids).size !== ids.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.sliderOrderInvalid)
    if (ids.length !== sliders.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.sliderOrderIncomplete(sliders.length))
    await service.updateSliders(ids.map((id, rank) => ({ id, rank })))
    return new StepResponse(
      ids,
      sliders.map(({ id, rank }) => ({ id, rank }))
    )
  },
  async (ranks, { container }) => {
    if (!ranks?.length) return
    await container.resolve<ContentModuleService>(CONTENT_MODULE).updateSliders(ranks)
  }
)
