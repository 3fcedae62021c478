import { SHOP_TIME_ZONE } from "@chaka/rules"

// In Bangladesh's time zone: the storefront's server (UTC) and the shopper's browser say the same day.
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: SHOP_TIME_ZONE })

/** A date as the account pages show it: 5 March 2025. */
export const formatDate = (value: string | Date) => dateFormat.format(new Date(value))
