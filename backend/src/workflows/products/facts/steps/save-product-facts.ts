import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PRODUCT_FACTS_MODULE } from "../../../../modules/product-facts"
import type ProductFactsModuleService from "../../../../modules/product-facts/service"
import { retrieveShopProduct } from "../../rules/products"
import { applyFactsChange, factValues, hasFacts, type ProductFactsChange, type ProductFactValues } from "../rules"

export type SaveProductFactsInput = { product_id: string; change: ProductFactsChange }

/** What was there before, so a failed workflow puts it back. */
type Before = { product_id: string; id: string | null; facts: ProductFactValues | null; created_id: string | null }

/**
 * The product's facts after the change: an unknown product is a 404, a change that breaks a rule
 * across fields (the height range) a 400, both before anything is written. The record is
 * created on the first fact, updated after, and removed when no fact is left.
 */
export const saveProductFactsStep = createStep(
  "save-product-facts",
  async (input: SaveProductFactsInput, { container }) => {
    await retrieveShopProduct(container, input.product_id)
    const service = container.resolve<ProductFactsModuleService>(PRODUCT_FACTS_MODULE)
    const [existing] = await service.listProductFacts({ product_id: input.product_id }, { take: 1 })
    const stored = factValues(existing)
    const result = applyFactsChange(stored, input.change)
    if (!result.ok) throw new MedusaError(MedusaError.Types.INVALID_DATA, result.problem)
    const before: Before = { product_id: input.product_id, id: existing?.id ?? null, facts: existing ? stored : null, created_id: null }
    if (!hasFacts(result.facts)) {
      if (existing) await service.deleteProductFacts(existing.id)
    } else if (existing) {
      await service.updateProductFacts({ id: existing.id, ...result.facts })
    } else {
      const created = await service.createProductFacts({ product_id: input.product_id, ...result.facts })
      before.created_id = created.id
    }
    return new StepResponse({ product_id: input.product_id, facts: hasFacts(result.facts) ? result.facts : null }, before)
  },
  async (before, { container }) => {
    if (!before) return
    const service = container.resolve<ProductFactsModuleService>(PRODUCT_FACTS_MODULE)
    if (before.created_id) await service.deleteProductFacts(before.created_id)
    else if (before.id && before.facts) {
      // Updated, or deleted (soft: restored first).
      await service.restoreProductFacts(before.id).catch(() => undefined)
      await service.updateProductFacts({ id: before.id, ...before.facts })
    }
  }
)
