import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BRAND_MODULE } from "../../../modules/brand"

export type SetProductBrandInput = { product_id: string; previous_brand_id: string | null; brand_id: string }

const linkOf = (product_id: string, brand_id: string) => ({
  [Modules.PRODUCT]: { product_id },
  [BRAND_MODULE]: { brand_id },
})

/** Links the product to this brand instead of the one it had (a product has one brand). */
export const setProductBrandStep = createStep(
  "set-product-brand",
  async (input: SetProductBrandInput, { container }) => {
    const link = container.resolve(ContainerRegistrationKeys.LINK)
    if (input.previous_brand_id) await link.dismiss(linkOf(input.product_id, input.previous_brand_id))
    await link.create(linkOf(input.product_id, input.brand_id))
    return new StepResponse(input.brand_id, input)
  },
  async (input, { container }) => {
    if (!input) return
    const link = container.resolve(ContainerRegistrationKeys.LINK)
    await link.dismiss(linkOf(input.product_id, input.brand_id))
    if (input.previous_brand_id) await link.create(linkOf(input.product_id, input.previous_brand_id))
  }
)
