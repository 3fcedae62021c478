import { SHOP_PRODUCT_FIELDS, galleryOf, priceOf, stockOf, vendorOf, type StoredShopProduct } from "../../workflows/products/rules/products"

/** Spec section 3's product, as the original shop's clients read it. */
export type CompatImage = { imgUrl: string; imgId: string }
export type CompatProduct = {
  _id: string
  name: string
  category: string
  subCategory: string
  brand: string
  price: number
  stock: number
  description: string
  vendor: string
  type: string
  productImg: CompatImage
  imgGallery: CompatImage[]
  imgId: string
}

/** What Query reads for a compat product: the admin's fields plus the category's parent. */
export const COMPAT_PRODUCT_FIELDS = [...SHOP_PRODUCT_FIELDS, "categories.parent_category.name"]

type WithParent = StoredShopProduct & {
  categories?: { id: string; name: string; handle: string; parent_category?: { name: string } | null }[] | null
}

/** An image's id in the original sense: the stored file's key, the last part of its URL. */
export const imageIdOf = (url: string) => decodeURIComponent(new URL(url, "http://x").pathname.split("/").pop() ?? "")

const image = (url: string | null | undefined): CompatImage => (url ? { imgUrl: url, imgId: imageIdOf(url) } : { imgUrl: "", imgId: "" })

/**
 * A Medusa product in the original shape: a product in a sub-category has its parent as
 * `category` and itself as `subCategory`; one directly in a category has an empty `subCategory`.
 * Price in whole taka, stock at the shop's stock location.
 */
export function toCompatProduct(product: StoredShopProduct, locationId: string): CompatProduct {
  const [category] = (product as WithParent).categories ?? []
  const parent = category?.parent_category?.name
  const main = image(product.thumbnail)
  return {
    _id: product.id,
    name: product.title,
    category: parent ?? category?.name ?? "",
    subCategory: parent ? category!.name : "",
    brand: product.brand?.name ?? "",
    price: priceOf(product) ?? 0,
    stock: stockOf(product, locationId),
    description: product.description ?? "",
    vendor: vendorOf(product) ?? "",
    type: product.type?.value ?? "",
    productImg: main,
    imgGallery: galleryOf(product).map(image),
    imgId: main.imgId,
  }
}
