/**
 * The shop's dates are Bangladesh's: the same day on the storefront's server (UTC) and in the
 * shopper's browser, so a server-rendered page and its hydration agree.
 */
export const SHOP_TIME_ZONE = "Asia/Dhaka"

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: SHOP_TIME_ZONE })

/** A date as the account pages show it: 5 March 2025. */
export const formatDate = (value: string | Date) => dateFormat.format(new Date(value))
