import type { MedusaStoreRequest } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../../lib/messages"
import { SHOP } from "../../shop/rules/identity"
import { BANGLA, type ShopLocale } from "../../../lib/languages/locale"

/** Whose catalogue, and at which prices: what the listing and the facets are computed for. */
export type CatalogueShop = {
  /** The publishable key's sales channels: only their products are listed. */
  salesChannelIds: string[]
  /** Prices are the ones Medusa calculates for this region (by name) and currency. */
  regionName: string
  currencyCode: string
  /** The signed-in customer, whose customer groups may unlock price-list prices. */
  customerId?: string
  /** Bangla, where translated (api/utils/locale.ts decides it); undefined: English. */
  locale?: ShopLocale
}

/** The request's language as api/utils/locale.ts left it. */
const localeOf = (locale: string | undefined): ShopLocale | undefined => (locale === BANGLA ? BANGLA : undefined)

/** The shop's region and currency (workflows/shop/rules/identity.ts), the request's publishable key and customer. */
export function catalogueShop(req: MedusaStoreRequest): CatalogueShop {
  const salesChannelIds = req.publishable_key_context?.sales_channel_ids ?? []
  if (!salesChannelIds.length) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.catalogueKeyWithoutSalesChannel)
  }
  const customerId = req.auth_context?.actor_type === "customer" ? req.auth_context.actor_id : undefined
  return { salesChannelIds, regionName: SHOP.regionName, currencyCode: SHOP.currencyCode, customerId, locale: localeOf(req.locale) }
}

/**
 * The storefront's own catalogue without a publishable key: the shop's sales channel at
 * everyone's prices (for key-free public pages such as GET /storefront/home).
 */
export async function storefrontCatalogueShop(scope: MedusaContainer, locale?: string): Promise<CatalogueShop> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: channels } = await query.graph({ entity: "sales_channel", fields: ["id"], filters: { name: SHOP.salesChannelName } })
  if (!channels.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.shopNotSetUp)
  return { salesChannelIds: channels.map((channel) => channel.id), regionName: SHOP.regionName, currencyCode: SHOP.currencyCode, locale: localeOf(locale) }
}
