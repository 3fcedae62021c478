/** The shop's identity in Medusa: the records the seed creates and the app looks up by name. */
export const SHOP = {
  regionName: "Bangladesh",
  countryCode: "bd",
  currencyCode: "bdt",
  salesChannelName: "Chaka Storefront",
  publishableKeyTitle: "Chaka Storefront",
  stockLocation: {
    name: "Dhaka Warehouse",
    address: { address_1: "House 12, Road 5, Dhanmondi", city: "Dhaka", country_code: "BD", postal_code: "1205" },
  },
}

/** Bumped when the seed gains content, so `npm start` knows to run it again. */
export const SEED_VERSION = 2
