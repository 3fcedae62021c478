import type { ITranslationModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BANGLA } from "../../../lib/languages/locale"
import { retrieveShopProduct } from "../rules/products"

/** A product's Bangla title and description: a text sets it, null removes it, absent leaves it. */
export type SaveProductBanglaInput = { product_id: string; title?: string | null; description?: string | null }

/** What Medusa's batchTranslationsWorkflow is asked to do (at most one of the three). */
export type ProductBanglaPlan = {
  create: { reference_id: string; reference: "product"; locale_code: string; translations: Record<string, string> }[]
  update: { id: string; translations: Record<string, string> }[]
  delete: string[]
}

/**
 * The change to the product's one Bangla translation: created when it has none, its texts
 * merged into it otherwise (texts the dashboard added, a subtitle or material, stay), deleted
 * when nothing is left — so "not translated" in the admin means there is none. A removed text
 * is kept blank: the module merges an update into the stored texts (a key cannot be dropped),
 * and Medusa's store routes, like the shop's catalogue, show the English for a blank one. An
 * unknown product is a 404 before anything is written.
 */
export const planProductBanglaStep = createStep("plan-product-bangla", async (input: SaveProductBanglaInput, { container }) => {
  await retrieveShopProduct(container, input.product_id)
  const service = container.resolve<ITranslationModuleService>(Modules.TRANSLATION)
  const [existing] = await service.listTranslations({ reference_id: input.product_id, locale_code: BANGLA }, { take: 1 })
  const texts: Record<string, string> = Object.fromEntries(
    Object.entries((existing?.translations ?? {}) as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === "string")
  )
  for (const field of ["title", "description"] as const) {
    const value = input[field]
    if (value === null) texts[field] = ""
    else if (value !== undefined) texts[field] = value
  }
  const kept = Object.values(texts).some((text) => text.trim() !== "")
  const plan: ProductBanglaPlan = { create: [], update: [], delete: [] }
  if (!existing && kept) plan.create.push({ reference_id: input.product_id, reference: "product", locale_code: BANGLA, translations: texts })
  else if (existing && kept) plan.update.push({ id: existing.id, translations: texts })
  else if (existing) plan.delete.push(existing.id)
  return new StepResponse(plan)
})
