import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { categoryIdFor } from "../../queries/products-categories"
import { messages } from "../../../lib/messages"

export type CompatCategoryInput = {
  /** For an update: the product whose current category fills in the name not sent. */
  product_id?: string
  category?: string
  subCategory?: string
}

type StoredPlace = { id: string; categories?: { name: string; parent_category?: { name: string } | null }[] | null }

/**
 * The Medusa category of the original's `category` and `subCategory` names (400 when unknown),
 * read before anything is uploaded or written. For an update (product_id): 404 for an unknown
 * product; only one name sent → the other is the product's current one; none → unchanged.
 */
export const resolveCompatCategoryStep = createStep("compat-products-resolve-category", async (input: CompatCategoryInput, { container }) => {
  let { category, subCategory } = input
  if (input.product_id) {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "product",
      fields: ["id", "categories.name", "categories.parent_category.name"],
      filters: { id: input.product_id },
    })
    const product = data[0] as unknown as StoredPlace | undefined
    if (!product) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.productNotFound(input.product_id))
    if (category === undefined && subCategory === undefined) return new StepResponse<string | null>(null)
    const [current] = product.categories ?? []
    const currentParent = current?.parent_category?.name
    category ??= currentParent ?? current?.name
    subCategory ??= currentParent ? current!.name : undefined
    if (category === undefined) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.productCategoryRequired)
  }
  return new StepResponse<string | null>(await categoryIdFor(container, category!, subCategory))
})
