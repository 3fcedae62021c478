import { createShippingOptionsWorkflow } from "@medusajs/medusa/core-flows"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { SHOP } from "../../workflows/shop/rules/identity"
import { ensurePaymentProviders } from "../../workflows/shop/rules/payment-providers"

/**
 * Cash on delivery (and bKash when configured) for the Bangladesh region, and "Home delivery" from the Dhaka warehouse to
 * all of Bangladesh, priced by the bd-commerce rule. Idempotent like the rest of the seed.
 */
export async function ensureDelivery(container: MedusaContainer, ids: { regionId: string; stockLocationId: string; shippingProfileId: string }) {
  await ensurePaymentProviders(container, ids.regionId)
  const serviceZoneId = await ensureServiceZone(container, ids.stockLocationId)
  await ensureHomeDeliveryOption(container, serviceZoneId, ids.shippingProfileId)
}

async function ensureServiceZone(container: MedusaContainer, stockLocationId: string) {
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const [existing] = await fulfillment.listFulfillmentSets({ name: SHOP.delivery.fulfillmentSetName }, { relations: ["service_zones"] })
  if (existing?.service_zones?.[0]) return existing.service_zones[0].id

  const set = await fulfillment.createFulfillmentSets({
    name: SHOP.delivery.fulfillmentSetName,
    type: "shipping",
    service_zones: [{ name: SHOP.delivery.serviceZoneName, geo_zones: [{ type: "country", country_code: SHOP.countryCode }] }],
  })
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  await link.create([
    { [Modules.STOCK_LOCATION]: { stock_location_id: stockLocationId }, [Modules.FULFILLMENT]: { fulfillment_set_id: set.id } },
    { [Modules.STOCK_LOCATION]: { stock_location_id: stockLocationId }, [Modules.FULFILLMENT]: { fulfillment_provider_id: SHOP.deliveryProviderId } },
  ])
  return set.service_zones[0].id
}

async function ensureHomeDeliveryOption(container: MedusaContainer, serviceZoneId: string, shippingProfileId: string) {
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const [existing] = await fulfillment.listShippingOptions({ name: SHOP.delivery.optionName, service_zone: { id: serviceZoneId } })
  if (existing) return
  await createShippingOptionsWorkflow(container).run({
    input: [
      {
        name: SHOP.delivery.optionName,
        service_zone_id: serviceZoneId,
        shipping_profile_id: shippingProfileId,
        provider_id: SHOP.deliveryProviderId,
        // The price comes from the provider's rule, not from a price list.
        price_type: "calculated",
        data: { id: SHOP.delivery.optionCode },
        type: { label: SHOP.delivery.optionName, description: "Delivered to your door anywhere in Bangladesh", code: SHOP.delivery.optionCode },
        rules: [
          { attribute: "enabled_in_store", operator: "eq", value: "true" },
          { attribute: "is_return", operator: "eq", value: "false" },
        ],
      },
    ],
  })
}
