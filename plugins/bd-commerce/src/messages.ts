/** Every message this plugin's API returns, in one place. */
export const messages = {
  addressRequired: "an address is required",
  outsideBangladesh: "The shop delivers only within Bangladesh: the country must be Bangladesh (bd)",
  divisionRequired: "division (province) is required: a division of Bangladesh like Dhaka, or leave it empty and give the district (city) it is found from",
  districtRequired: "district (city) is required: a district of Bangladesh, like Dhaka or Chattogram",
  thanaRequired:
    "police station (thana) is required: write it in address 2 (like Mirpur), or give the postal code (like 1216), or name it in the address line (like House 12, Road 5, Dhanmondi)",
  thanaNotInPostCode: (code: string) =>
    `police station (thana) is required: postal code ${code} does not tell it, so write it in address 2 (like Mirpur) or name it in the address line (like House 12, Road 5, Dhanmondi)`,
  thanaAmbiguous: (thanas: string[], district: string) =>
    `the address line names more than one police station (thana) of ${district} district (${thanas.join(", ")}): write yours in address 2, or give your postal code`,
  postCodeInvalid: "postal code must be a Bangladeshi post code of 4 digits, like 1207, or left empty",
  postCodeUnknown: (code: string) =>
    `postal code ${code} is not in Bangladesh Post's list of post codes: give the 4-digit code of your post office (like 1207), or leave it empty and write the police station (thana) in address 2`,
  postCodeOtherDistrict: (code: string, codeDistrict: string, district: string) =>
    `postal code ${code} is of ${codeDistrict} district, not ${district}: give the postal code of your post office in ${district} district, or leave it empty`,
  roadRequired: "road or village is required",
  phoneRequired: "phone is required",
  phoneInvalid: "phone must be a Bangladeshi mobile number, like 01712345678",
  unknownDivision: (division: string) => `${division} is not a division of Bangladesh`,
  unknownDistrict: (district: string, division: string) => `${district} is not a district of ${division} division`,
  unknownDistrictOfBangladesh: (district: string) => `${district} is not a district of Bangladesh: give the district (city), like Dhaka or Chattogram`,
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
  badAnswer: "bKash's answer could not be used",
  unavailable: (reason: string) => `bKash is not available right now: ${reason}`,
  refundFailed: (reason: string) => `bKash refused the refund: ${reason}`,
  refundReason: "Refund from the shop",
} as const

/** The phone-otp auth provider's messages (providers/phone-otp) and the code's SMS in each language. */
export const phoneOtpMessages = {
  secretMissing: "phone-otp: the option `secret` is required, at least 32 characters (keep it out of code)",
  registerUnused: "Ask for a code by SMS, then sign in with the number and the code: there is nothing to register",
  updateUnused: "A sign-in by mobile number has nothing to update",
  codeRefused: "This code is not right, or no longer valid. Please ask for a new code.",
  /** The SMS: the code first (phones offer it for autofill), ASCII digits in both languages. */
  codeSms: {
    en: (shop: string, code: string, minutes: number) => `${code} is your ${shop} code. It expires in ${minutes} minutes. Never share it.`,
    bn: (shop: string, code: string, minutes: number) =>
      `${code} আপনার ${shop} কোড। ${String(minutes).replace(/[0-9]/g, (digit) => "০১২৩৪৫৬৭৮৯"[Number(digit)])} মিনিটের মধ্যে ব্যবহার করুন। কাউকে জানাবেন না।`,
  },
} as const
