import type { ProductFormValues } from "../schemas"
import type { ProductFields, ProductType } from "./types"

/** The product's category: the sub-category when one is chosen, else the category itself. */
export const categoryIdOf = (form: Pick<ProductFormValues, "category" | "subCategory">) => form.subCategory || form.category

/**
 * The body of POST /admin/shop-products for the add form's (checked) values, with the uploaded
 * pictures' urls (api/product-actions.server.ts uploads them first, main image first).
 */
export function productBody(form: ProductFormValues, thumbnail: string, images: string[]): ProductFields {
  const vendor = form.vendor.trim()
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    category_id: categoryIdOf(form),
    brand: form.brand.trim(),
    type: (form.type || null) as ProductType | null,
    ...(vendor ? { vendor } : {}),
    price: Number(form.price.trim()),
    stock: Number(form.stock.trim()),
    thumbnail,
    images,
  }
}
