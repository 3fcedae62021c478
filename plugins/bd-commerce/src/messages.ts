/** Every message this plugin's API returns, in one place. */
export const messages = {
  addressRequired: "an address is required",
  outsideBangladesh: "The shop delivers only within Bangladesh: the country must be Bangladesh (bd)",
  divisionRequired: "division is required",
  districtRequired: "district is required",
  thanaRequired: "police station (thana) is required",
  roadRequired: "road or village is required",
  phoneRequired: "phone is required",
  phoneInvalid: "phone must be a Bangladeshi mobile number, like 01712345678",
  unknownDivision: (division: string) => `${division} is not a division of Bangladesh`,
  unknownDistrict: (district: string, division: string) => `${district} is not a district of ${division} division`,
  unknownThana: (thana: string, district: string) => `${thana} is not a police station (thana) of ${district} district`,
  deliveryDaysInvalid: (which: string, max: number) => `${which}: the delivery days must be whole days from 0 to ${max}, the first no more than the second`,
  deliveryDaysRequired: "Give the delivery days for inside Dhaka (inside_dhaka) and elsewhere (elsewhere), each as { min, max }",
  noStore: "The shop has no store record yet",
} as const

/** The bKash payment provider's messages: option checks at boot, and what a shopper or an admin reads. */
export const bkashMessages = {
  optionMissing: (name: string) => `bKash: the option ${name} is required (set it from the shop's settings; keep the keys out of code)`,
  optionNotUrl: (name: string, value: string, example: string) => `bKash: ${name} must be an http(s) URL like ${example}, got "${value}"`,
  optionTimeoutInvalid: "bKash: timeout_ms must be a whole number of milliseconds from 100 to 30000",
  currencyNotBdt: (currency: string) => `bKash takes payments in BDT only, not ${currency.toUpperCase()}`,
  amountInvalid: "bKash: the amount to pay must be more than 0 taka",
  sessionDataMissing: (field: string) => `bKash: the payment session needs ${field}`,
  notStarted: "This bKash payment was never started",
  notCompleted: "This bKash payment was not completed, so there is nothing to refund",
  refundAmountInvalid: "The refund amount must be more than 0 taka",
  amountMismatch: "bKash completed a payment for a different amount or currency than this cart's",
  invoiceMismatch: "This bKash payment is not for this cart",
  cancelled: "The bKash payment was cancelled",
  expired: "The bKash payment expired before it was completed",
  failed: (reason: string) => `bKash could not complete the payment: ${reason}`,
  timeout: "bKash did not answer in time",
  unavailable: (reason: string) => `bKash is not available right now: ${reason}`,
  refundFailed: (reason: string) => `bKash refused the refund: ${reason}`,
  refundReason: "Refund from the shop",
} as const
