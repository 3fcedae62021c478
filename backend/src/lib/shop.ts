/** The shop's identity in Medusa: the records the seed creates and the app looks up by name. */
export const SHOP = {
  regionName: "Bangladesh",
  countryCode: "bd",
  currencyCode: "bdt",
  salesChannelName: "Chaka Storefront",
  publishableKeyTitle: "Chaka Storefront",
  /** Payment and fulfillment providers of the bd-commerce plugin (medusa.ts registers them). */
  paymentProviderId: "pp_cod_cod",
  deliveryProviderId: "home-delivery_home-delivery",
  delivery: {
    fulfillmentSetName: "Dhaka Warehouse delivery",
    serviceZoneName: "All of Bangladesh",
    optionName: "Home delivery",
    optionCode: "home-delivery",
  },
  stockLocation: {
    name: "Dhaka Warehouse",
    address: { address_1: "House 12, Road 5, Dhanmondi", city: "Dhaka", country_code: "BD", postal_code: "1205" },
  },
}

/** Bumped when the seed gains content, so `npm start` knows to run it again. */
export const SEED_VERSION = 4
