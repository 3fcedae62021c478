import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../../lib/messages"
import { calculatedPrices } from "./calculated-prices"
import { customerPrices } from "./customer-prices"
import type { CatalogueShop } from "./shop"

/** One variant's price as the product page shows it: the wire shape of the catalogue's prices (@chaka/rules CatalogueProduct). */
export type ProductOffer = { variant_id: string; price: number; regular_price: number; sale_ends_at: string | null }

const PRODUCT_ID = /^prod_[0-9A-Za-z]{1,64}$/

/**
 * A product's variants at the prices Medusa calculates now — the signed-in customer's own, else
 * everyone's — with the regular price a sale lowers and the sale's end (the product page's
 * JSON-LD `priceValidUntil`). Only a published product of the key's sales channels; any other
 * id is not found.
 */
export async function productOffers(container: MedusaContainer, shop: CatalogueShop, productId: string): Promise<ProductOffer[]> {
  const notFound = new MedusaError(MedusaError.Types.NOT_FOUND, messages.productNotFound(productId.slice(0, 80)))
  if (!PRODUCT_ID.test(productId)) throw notFound
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: products } = await query.graph({
    entity: "product",
    fields: ["id", "variants.id", "sales_channels.id"],
    filters: { id: productId, status: "published" },
  })
  const product = products[0] as { variants?: { id: string }[] | null; sales_channels?: { id: string }[] | null } | undefined
  if (!product?.sales_channels?.some((channel) => shop.salesChannelIds.includes(channel.id))) throw notFound
  const variantIds = (product.variants ?? []).map((variant) => variant.id)
  const prices = shop.customerId
    ? await customerPrices(container, shop, variantIds)
    : await calculatedPrices(query, variantIds, { regionName: shop.regionName, currencyCode: shop.currencyCode })
  return [...prices].map(([variant_id, offer]) => ({ variant_id, price: offer.price, regular_price: offer.regular, sale_ends_at: offer.saleEndsAt }))
}
