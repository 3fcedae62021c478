import { ContainerRegistrationKeys, MedusaError, ProductStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { compatMessages } from "../../messages"

/** The original's `{ id, quantity }`: a product id (one variant per shop product). */
export type CompatItemInput = { product_id: string; quantity: number }
export type ResolvedCompatItem = CompatItemInput & { variant_id: string }

/**
 * The variant behind each product id. A product that does not exist, is not published or has
 * no variant is refused (400) before anything is written.
 */
export const resolveCompatItemsStep = createStep("resolve-compat-items", async (items: CompatItemInput[], { container }) => {
  const ids = items.map((item) => item.product_id)
  const { data } = ids.length
    ? await container.resolve(ContainerRegistrationKeys.QUERY).graph({
        entity: "product",
        fields: ["id", "status", "variants.id"],
        filters: { id: ids },
      })
    : { data: [] }
  const variantOf = new Map(data.filter((product) => product.status === ProductStatus.PUBLISHED).map((product) => [product.id, product.variants?.[0]?.id]))
  const resolved = items.map((item): ResolvedCompatItem => {
    const variantId = variantOf.get(item.product_id)
    if (!variantId) throw new MedusaError(MedusaError.Types.INVALID_DATA, compatMessages.productUnavailable(item.product_id))
    return { ...item, variant_id: variantId }
  })
  return new StepResponse(resolved)
})
