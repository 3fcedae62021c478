import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { messages } from "../../../lib/messages"
import { SHOP } from "../../shop/rules/identity"
import { stockFigures, type StockFigures } from "@chaka/rules"

/** Spec "type": Geared or Non-Geared (product types in Medusa). */
export const SHOP_PRODUCT_TYPES = ["Geared", "Non-Geared"] as const
export type ShopProductType = (typeof SHOP_PRODUCT_TYPES)[number]

/** The spec's product, as the admin's add-product form sends it. Prices are whole taka. */
export type ShopProductFields = {
  title: string
  description: string
  /** A category or sub-category id. */
  category_id: string
  /** The brand's name; a new name creates the brand. */
  brand: string
  type: ShopProductType | null
  vendor?: string | null
  price: number
  stock: number
  /** Url of the main image (uploaded first with POST /admin/uploads). */
  thumbnail: string
  /** Urls of the gallery images (the main image is not repeated here). */
  images: string[]
}

/** Where a shop product lives: the records the seed creates and the app finds by name. */
export type ShopPlaces = { sales_channel_id: string; location_id: string; shipping_profile_id: string }

export async function shopPlaces(container: MedusaContainer): Promise<ShopPlaces> {
  const channels = await container.resolve(Modules.SALES_CHANNEL).listSalesChannels({ name: SHOP.salesChannelName })
  const locations = await container.resolve(Modules.STOCK_LOCATION).listStockLocations({ name: SHOP.stockLocation.name })
  const profiles = await container.resolve(Modules.FULFILLMENT).listShippingProfiles({ type: "default" })
  if (!channels.length || !locations.length || !profiles.length) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.shopNotSetUp)
  }
  return { sales_channel_id: channels[0].id, location_id: locations[0].id, shipping_profile_id: profiles[0].id }
}

/** What Query reads of a product to show it in the admin's lists and forms. */
export const SHOP_PRODUCT_FIELDS = [
  "id",
  "title",
  "handle",
  "description",
  "thumbnail",
  "created_at",
  "metadata",
  "images.url",
  "images.rank",
  "type.value",
  "categories.id",
  "categories.name",
  "categories.handle",
  "brand.id",
  "brand.name",
  "variants.id",
  "variants.prices.amount",
  "variants.prices.currency_code",
  "variants.prices.price_list_id",
  "variants.inventory_items.inventory_item_id",
  "variants.inventory_items.inventory.location_levels.location_id",
  "variants.inventory_items.inventory.location_levels.stocked_quantity",
  "variants.inventory_items.inventory.location_levels.reserved_quantity",
  "variants.manage_inventory",
]

/** The product as Query returns it with SHOP_PRODUCT_FIELDS (only what is used here). */
export type StoredShopProduct = {
  id: string
  title: string
  handle: string
  description: string | null
  thumbnail: string | null
  created_at: string | Date
  metadata: Record<string, unknown> | null
  images?: { url: string; rank?: number | null }[] | null
  type?: { value: string } | null
  categories?: { id: string; name: string; handle: string }[] | null
  brand?: { id: string; name: string } | null
  variants?:
    | {
        id: string
        manage_inventory?: boolean | null
        prices?: { amount: unknown; currency_code: string; price_list_id?: string | null }[] | null
        inventory_items?:
          | {
              inventory_item_id: string
              inventory?: { location_levels?: { location_id: string; stocked_quantity: unknown; reserved_quantity?: unknown }[] | null } | null
            }[]
          | null
      }[]
    | null
}

export type ShopProductSummary = {
  id: string
  title: string
  thumbnail: string | null
  brand: string | null
  category: { id: string; name: string; handle: string } | null
  /** whole taka */
  price: number | null
  /** units stocked at the shop's stock location */
  stock: number
  /** stocked, reserved, available and in stock at the shop's location (@chaka/rules' stockFigures) */
  stock_figures: StockFigures
  created_at: string | Date
}

export type ShopProductDetail = ShopProductSummary & {
  description: string | null
  type: string | null
  vendor: string | null
  /** gallery image urls (without the main image) */
  images: string[]
  category_id: string | null
}

const variantOf = (product: StoredShopProduct) => product.variants?.[0]

export function priceOf(product: StoredShopProduct): number | null {
  const price = variantOf(product)?.prices?.find((p) => p.currency_code === SHOP.currencyCode && !p.price_list_id)
  return price ? Number(price.amount) : null
}

export function inventoryItemOf(product: StoredShopProduct): string | null {
  return variantOf(product)?.inventory_items?.[0]?.inventory_item_id ?? null
}

export function stockOf(product: StoredShopProduct, locationId: string): number {
  const levels = variantOf(product)?.inventory_items?.[0]?.inventory?.location_levels ?? []
  const level = levels.find((l) => l.location_id === locationId)
  return level ? Number(level.stocked_quantity) : 0
}

/** The one stock rule (@chaka/rules) over the variant's level at the shop's stock location. */
export function stockFiguresOf(product: StoredShopProduct, locationId: string): StockFigures {
  const variant = variantOf(product)
  const levels = variant?.inventory_items?.[0]?.inventory?.location_levels ?? []
  const level = levels.find((l) => l.location_id === locationId)
  return stockFigures({
    stocked: level ? Number(level.stocked_quantity) : 0,
    reserved: level ? Number(level.reserved_quantity ?? 0) : 0,
    manages_inventory: variant?.manage_inventory !== false,
  })
}

export function hasStockLevel(product: StoredShopProduct, locationId: string): boolean {
  const levels = variantOf(product)?.inventory_items?.[0]?.inventory?.location_levels ?? []
  return levels.some((l) => l.location_id === locationId)
}

/** The product's category (a shop product is in one: a sub-category or a category). */
export function categoryOf(product: StoredShopProduct) {
  const [category] = product.categories ?? []
  return category ? { id: category.id, name: category.name, handle: category.handle } : null
}

/** The gallery: the product's images in order, without the main image. */
export function galleryOf(product: StoredShopProduct): string[] {
  const images = [...(product.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((i) => i.url)
  return images.filter((url) => url !== product.thumbnail)
}

export const vendorOf = (product: StoredShopProduct) => (typeof product.metadata?.vendor === "string" ? (product.metadata.vendor as string) : null)

export function toSummary(product: StoredShopProduct, locationId: string): ShopProductSummary {
  return {
    id: product.id,
    title: product.title,
    thumbnail: product.thumbnail,
    brand: product.brand?.name ?? null,
    category: categoryOf(product),
    price: priceOf(product),
    stock: stockOf(product, locationId),
    stock_figures: stockFiguresOf(product, locationId),
    created_at: product.created_at,
  }
}

export function toDetail(product: StoredShopProduct, locationId: string): ShopProductDetail {
  const summary = toSummary(product, locationId)
  return {
    ...summary,
    description: product.description,
    type: product.type?.value ?? null,
    vendor: vendorOf(product),
    images: galleryOf(product),
    category_id: summary.category?.id ?? null,
  }
}

/** One shop product as the admin's forms read it; 404 when there is none with this id. */
export async function retrieveShopProduct(container: MedusaContainer, id: string): Promise<StoredShopProduct> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: SHOP_PRODUCT_FIELDS, filters: { id } })
  if (!data.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.productNotFound(id))
  return data[0] as unknown as StoredShopProduct
}
