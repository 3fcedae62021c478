import {
  createApiKeysWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { SHOP } from "../../workflows/shop/rules/identity"
import { BANGLA } from "../../lib/languages/locale"
import { ensureDelivery } from "./delivery"

export type ShopRecords = {
  storeId: string
  salesChannelId: string
  regionId: string
  stockLocationId: string
  shippingProfileId: string
  publishableKey: string
}

/**
 * Store (in English and Bangla), sales channel, publishable key, Bangladesh region (cash on
 * delivery), the Dhaka stock location and home delivery from it.
 */
export async function seedShop(container: MedusaContainer): Promise<ShopRecords> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const salesChannelId = await ensureSalesChannel(container)
  const regionId = await ensureRegion(container)
  const stockLocationId = await ensureStockLocation(container, salesChannelId)
  const shippingProfileId = await ensureShippingProfile(container)
  const publishableKey = await ensurePublishableKey(container, salesChannelId)
  await ensureDelivery(container, { regionId, stockLocationId, shippingProfileId })

  const storeModule = container.resolve(Modules.STORE)
  const [store] = await storeModule.listStores({}, { take: 1 })
  // Bangla beside the stored English (the Translation module's bn-BD), keeping any locale an
  // operator added: the dashboard offers translations into the store's locales.
  const { supported_locales } = await storeModule.retrieveStore(store.id, { relations: ["supported_locales"] })
  const locales = [...new Set([...(supported_locales ?? []).map((locale) => locale.locale_code), BANGLA])]
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        name: "Chaka",
        supported_currencies: [{ currency_code: SHOP.currencyCode, is_default: true }],
        supported_locales: locales.map((locale_code) => ({ locale_code })),
        default_sales_channel_id: salesChannelId,
        default_region_id: regionId,
        default_location_id: stockLocationId,
      },
    },
  })
  logger.info(`Shop ready: region ${SHOP.regionName} (${SHOP.currencyCode.toUpperCase()}), ${SHOP.stockLocation.name}`)
  return { storeId: store.id, salesChannelId, regionId, stockLocationId, shippingProfileId, publishableKey }
}

async function ensureSalesChannel(container: MedusaContainer) {
  const service = container.resolve(Modules.SALES_CHANNEL)
  const [existing] = await service.listSalesChannels({ name: SHOP.salesChannelName })
  if (existing) return existing.id
  const { result } = await createSalesChannelsWorkflow(container).run({
    input: { salesChannelsData: [{ name: SHOP.salesChannelName, description: "The Chaka web storefront" }] },
  })
  return result[0].id
}

async function ensureRegion(container: MedusaContainer) {
  const service = container.resolve(Modules.REGION)
  const [existing] = await service.listRegions({ name: SHOP.regionName })
  if (existing) return existing.id
  const { result } = await createRegionsWorkflow(container).run({
    input: {
      regions: [
        {
          name: SHOP.regionName,
          currency_code: SHOP.currencyCode,
          countries: [SHOP.countryCode],
          automatic_taxes: false,
          payment_providers: [SHOP.paymentProviderId],
        },
      ],
    },
  })
  return result[0].id
}

async function ensureStockLocation(container: MedusaContainer, salesChannelId: string) {
  const service = container.resolve(Modules.STOCK_LOCATION)
  const [existing] = await service.listStockLocations({ name: SHOP.stockLocation.name })
  if (existing) return existing.id
  const { result } = await createStockLocationsWorkflow(container).run({
    input: { locations: [{ name: SHOP.stockLocation.name, address: SHOP.stockLocation.address }] },
  })
  await linkSalesChannelsToStockLocationWorkflow(container).run({
    input: { id: result[0].id, add: [salesChannelId] },
  })
  return result[0].id
}

async function ensureShippingProfile(container: MedusaContainer) {
  const service = container.resolve(Modules.FULFILLMENT)
  const [existing] = await service.listShippingProfiles({ type: "default" })
  if (existing) return existing.id
  const { result } = await createShippingProfilesWorkflow(container).run({
    input: { data: [{ name: "Default", type: "default" }] },
  })
  return result[0].id
}

async function ensurePublishableKey(container: MedusaContainer, salesChannelId: string) {
  const service = container.resolve(Modules.API_KEY)
  const existing = (await service.listApiKeys({ type: "publishable", title: SHOP.publishableKeyTitle })).find((key) => !key.revoked_at)
  if (existing) return existing.token
  const { result } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: SHOP.publishableKeyTitle, type: "publishable", created_by: "" }] },
  })
  // Store routes refuse a key whose sales channel is not set.
  await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: result[0].id, add: [salesChannelId] } })
  return result[0].token
}
