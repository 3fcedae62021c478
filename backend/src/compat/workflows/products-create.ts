import { uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { ImageInput } from "@chaka/kit"
import type { CreateCompatProduct } from "../validators/products"
import { createShopProductWorkflow } from "../../workflows/products/create-shop-product"
import { resolveCompatCategoryStep } from "./steps/resolve-compat-category"

export type CreateCompatProductInput = CreateCompatProduct & { img: ImageInput; gallery: ImageInput[] }

export const createCompatProductWorkflowId = "compat-products-create"
/**
 * POST /shop/products: the original form's product made the shop's way
 * (createShopProductWorkflow). The category names are resolved first (unknown → 400, nothing
 * uploaded); then the pictures go to the File module, and if creating the product fails they
 * are deleted again (uploadFilesStep's compensation).
 */
export const createCompatProductWorkflow = createWorkflow(createCompatProductWorkflowId, (input: CreateCompatProductInput) => {
  const category_id = resolveCompatCategoryStep(transform({ input }, ({ input }) => ({ category: input.category, subCategory: input.subCategory })))
  const files = uploadFilesWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({
      files: [input.img, ...input.gallery].map((image) => ({ ...image, access: "public" as const })),
    })),
  })
  const product = createShopProductWorkflow.runAsStep({
    input: transform({ input, files, category_id }, ({ input, files, category_id }) => ({
      title: input.name,
      description: input.description,
      category_id: category_id!,
      brand: input.brand,
      type: input.type,
      vendor: input.vendor,
      price: input.price,
      stock: input.stock,
      thumbnail: files[0].url,
      images: files.slice(1).map((file) => file.url),
    })),
  })
  return new WorkflowResponse(transform({ product }, ({ product }) => ({ id: product.id as string })))
})
