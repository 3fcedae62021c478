import { useMutation, useQueryClient } from "@tanstack/react-query"
import { toast } from "../../../../lib/toast"
import { useMessages, type Messages } from "../../../../i18n"
import { withAdmin } from "../../../../lib/admin-sdk"
import type { ProductFormValues } from "../schemas"
import { adminProductKeys } from "./keys"
import type { ProductFields, ProductType } from "./types"
import { uploadImages } from "./upload-images"
import { invalidateShopProducts } from "../../../../lib/shop-query-keys"

/** The product's category: the sub-category when one is chosen, else the category itself. */
export const categoryIdOf = (form: Pick<ProductFormValues, "category" | "subCategory">) => form.subCategory || form.category

/**
 * Adds a product: the main image and the gallery are uploaded first (one POST /admin/uploads,
 * main image first), then POST /admin/shop-products with their urls. `t`: the page's texts.
 */
export async function createProduct(form: ProductFormValues, t: Messages["adminProducts"]): Promise<{ id: string }> {
  if (!form.thumbnail) throw new Error(t.mainImageRequired)
  const [thumbnail, ...images] = await uploadImages([form.thumbnail, ...form.images])
  const vendor = form.vendor.trim()
  const body: ProductFields = {
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
  const { product } = await withAdmin((sdk) => sdk.client.fetch<{ product: { id: string } }>("/admin/shop-products", { method: "POST", body }))
  return product
}

/** The add-product mutation: the spec's toast, the lists read again, then `onDone` (reset the form). */
export function useCreateProduct(onDone: () => void) {
  const queryClient = useQueryClient()
  const messages = useMessages()
  return useMutation({
    mutationFn: (form: ProductFormValues) => createProduct(form, messages.adminProducts),
    onSuccess: () => {
      toast.success(messages.toasts.productCreated)
      void queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() })
      void invalidateShopProducts(queryClient)
      onDone()
    },
  })
}
