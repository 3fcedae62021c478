import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../messages"
import { CONTENT_MODULE } from "../../modules/content"
import type ContentModuleService from "../../modules/content/service"
import { replaceSubMenuTranslations, type SubMenuTranslations } from "../../lib/sub-menu-labels"
import { found } from "./found"

const service = (container: { resolve: <T>(key: string) => T }) => container.resolve<ContentModuleService>(CONTENT_MODULE)

export const createCategoryMenuStepId = "create-category-menu"
export const createCategoryMenuStep = createStep(
  createCategoryMenuStepId,
  async (data: { name: string }, { container }) => {
    const menu = await service(container).createCategoryMenus({ name: data.name, sub_menus: [] })
    return new StepResponse(menu, menu.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteCategoryMenus(id)
  }
)

export const deleteCategoryMenuStepId = "delete-category-menu"
export const deleteCategoryMenuStep = createStep(
  deleteCategoryMenuStepId,
  async (id: string, { container }) => {
    await found(service(container).listCategoryMenus({ id }, { take: 1 }), "Menu", id)
    await service(container).softDeleteCategoryMenus(id)
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (id) await service(container).restoreCategoryMenus(id)
  }
)

export type SubMenuChange = { id: string; name: string; change: "add" | "remove" }

/** The labels of every language but those of one sub-menu; a language left with none is dropped. */
function withoutLabel(labels: SubMenuTranslations, name: string): SubMenuTranslations | null {
  const kept = Object.entries(labels).flatMap(([locale, byName]) => {
    const { [name]: _removed, ...rest } = byName
    return Object.keys(rest).length ? [[locale, rest] as const] : []
  })
  return kept.length ? Object.fromEntries(kept) : null
}

export const updateSubMenusStepId = "update-sub-menus"
/** Appends or removes one sub-menu label; the previous list is kept to undo the change. */
export const updateSubMenusStep = createStep(
  updateSubMenusStepId,
  async ({ id, name, change }: SubMenuChange, { container }) => {
    const menu = await found(service(container).listCategoryMenus({ id }, { take: 1 }), "Menu", id)
    const previous = [...(menu.sub_menus as string[])]
    if (change === "add" && previous.includes(name)) {
      throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, messages.subMenuExists(name))
    }
    if (change === "remove" && !previous.includes(name)) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.subMenuNotFound(name))
    }
    const sub_menus = change === "add" ? [...previous, name] : previous.filter((label) => label !== name)
    // A removed sub-menu's labels go with it: one added again later starts untranslated.
    const labels = (menu.sub_menu_translations ?? null) as SubMenuTranslations | null
    if (change === "remove" && labels) await replaceSubMenuTranslations(service(container), id, withoutLabel(labels, name))
    const updated = await service(container).updateCategoryMenus({ id, sub_menus })
    return new StepResponse(updated, { id, sub_menus: previous, sub_menu_translations: labels })
  },
  async (previous, { container }) => {
    if (!previous) return
    await service(container).updateCategoryMenus({ id: previous.id, sub_menus: previous.sub_menus })
    await replaceSubMenuTranslations(service(container), previous.id, previous.sub_menu_translations)
  }
)
