import type { ConfigModule } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { shippingRateOptions, type ShippingRateOptions } from "@chaka/bd-commerce/api"
import { HOME_DELIVERY_PROVIDER_REGISTRATION_ID } from "@chaka/rules"

type ProviderEntry = { id?: string; options?: Record<string, unknown> }

/**
 * The rate Home delivery is priced with: the options medusa-config gives bd-commerce's provider,
 * read the way the provider reads them. The storefront shows a cart's delivery charge with it
 * (@chaka/rules' deliveryCharge, the provider's own rule) without asking for a quote; placing
 * the order prices it again on the server.
 */
export function homeDeliveryRate(config: ConfigModule): ShippingRateOptions {
  const fulfillment = (config.modules as Record<string, { options?: { providers?: ProviderEntry[] } } | boolean | undefined> | undefined)?.[Modules.FULFILLMENT]
  const providers = typeof fulfillment === "object" ? (fulfillment.options?.providers ?? []) : []
  return shippingRateOptions(providers.find((provider) => provider.id === HOME_DELIVERY_PROVIDER_REGISTRATION_ID)?.options ?? {})
}
