import { COD_PAYMENT_PROVIDER_ID, COUNTRY_CODE, CURRENCY_CODE, HOME_DELIVERY_FULFILLMENT_PROVIDER_ID, HOME_DELIVERY_OPTION_ID, REGION_NAME } from "@chaka/rules"

/** The shop's identity in Medusa: the records the seed creates and the app looks up by name. */
export const SHOP = {
  regionName: REGION_NAME,
  countryCode: COUNTRY_CODE,
  currencyCode: CURRENCY_CODE,
  salesChannelName: "Chaka Storefront",
  publishableKeyTitle: "Chaka Storefront",
  /** Payment and fulfillment providers of the bd-commerce plugin (medusa.ts registers them). */
  paymentProviderId: COD_PAYMENT_PROVIDER_ID,
  deliveryProviderId: HOME_DELIVERY_FULFILLMENT_PROVIDER_ID,
  delivery: {
    fulfillmentSetName: "Dhaka Warehouse delivery",
    serviceZoneName: "All of Bangladesh",
    optionName: "Home delivery",
    optionCode: HOME_DELIVERY_OPTION_ID,
  },
  stockLocation: {
    name: "Dhaka Warehouse",
    address: { address_1: "House 12, Road 5, Dhanmondi", city: "Dhaka", country_code: COUNTRY_CODE.toUpperCase(), postal_code: "1205" },
  },
}
