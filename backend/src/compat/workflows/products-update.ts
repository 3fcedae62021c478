import { uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { ImageInput } from "@chaka/kit"
import type { UpdateCompatProduct } from "../validators/products"
import { updateShopProductWorkflow } from "../../workflows/products/update-shop-product"
import { resolveCompatCategoryStep } from "./steps/resolve-compat-category"

export type UpdateCompatProductInput = UpdateCompatProduct & { img?: ImageInput; gallery?: ImageInput[] }

export const updateCompatProductWorkflowId = "compat-products-update"
/**
 * PUT /shop/products: the original form's changed fields applied the shop's way
 * (updateShopProductWorkflow: only what differs changes; nothing differs → its 400 "You didn't
 * update any field"). Unknown product → 404 and unknown category names → 400 before anything
 * is uploaded. A new `img` replaces the main image, a `gallery` replaces the gallery; the
 * uploads are deleted again if the update fails.
 */
export const updateCompatProductWorkflow = createWorkflow(updateCompatProductWorkflowId, (input: UpdateCompatProductInput) => {
  const category_id = resolveCompatCategoryStep(
    transform({ input }, ({ input }) => ({ product_id: input.id, category: input.category, subCategory: input.subCategory }))
  )
  const images = transform({ input }, ({ input }) => [...(input.img ? [input.img] : []), ...(input.gallery ?? [])])
  const files = when("compat-products-update-upload", { images }, ({ images }) => images.length > 0).then(() =>
    uploadFilesWorkflow.runAsStep({
      input: transform({ images }, ({ images }) => ({ files: images.map((image) => ({ ...image, access: "public" as const })) })),
    })
  )
  const result = updateShopProductWorkflow.runAsStep({
    input: transform({ input, files, category_id }, ({ input, files, category_id }) => {
      const urls = (files ?? []).map((file) => file.url)
      const thumbnail = input.img ? urls.shift() : undefined
      return {
        id: input.id,
        title: input.name,
        description: input.description,
        ...(category_id ? { category_id } : {}),
        brand: input.brand,
        type: input.type,
        vendor: input.vendor,
        price: input.price,
        stock: input.stock,
        thumbnail,
        images: input.gallery ? urls : undefined,
      }
    }),
  })
  return new WorkflowResponse(result)
})
