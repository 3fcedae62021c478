/**
 * `@chaka/bd-commerce/api`: what a shop's own code may use besides the providers
 * (`./providers/cod`, `./providers/home-delivery`, `./providers/sms-alpha`, `./providers/phone-otp`). Everything else in this package is internal.
 */

/** The address rule for the shop's workflow hooks (cart and customer addresses). */
export {
  addressCompletion,
  assertBangladeshAddress,
  assertCartAddressUpdate,
  assertNewCartAddress,
  assertSavedCustomerAddresses,
  completeCartAddress,
  completeSavedCustomerAddresses,
} from "./lib/address-rules"
/** Checking one Bangladeshi address and mobile number. */
export { checkBangladeshAddress, compactPhone, isBangladeshiMobile, type AddressCheck, type AddressFields } from "./lib/bangladesh-address"
/** An address's division, district and thana in Bengali (Bangla email and SMS; the stored names stay English). */
export { placeNamesInBengali, type PlaceNames } from "./lib/place-names"
/** A mobile number as SMS gateways take it (8801XXXXXXXXX), or null. */
export { smsNumber } from "./lib/sms-number"
/** The home-delivery price rule and its options. */
export { DEFAULT_SHIPPING_RATE, shippingRate, shippingRateOptions, type ShippingRateOptions } from "./lib/shipping-rate"
/** Every message the plugin answers with. */
export { messages } from "./messages"
/** The delivery days (inside Dhaka / elsewhere) an admin set, and the workflow that sets them. */
export { currentDeliveryDays, deliveryDaysFrom, DELIVERY_DAYS_KEY } from "./lib/delivery-days"
export { setDeliveryDaysWorkflow, setDeliveryDaysWorkflowId } from "./workflows/set-delivery-days"
export { AdminSetDeliveryDays, type AdminSetDeliveryDaysType } from "./api/validators"
/** The rule itself (one spelling, in @chaka/rules): the window for a district. */
export { deliveryWindow, type DeliveryDays, type DayRange } from "@chaka/rules"
/** Sign-in by mobile number and SMS code (`./providers/phone-otp`): what the shop needs to issue and send codes. */
export { newCode, localSpelling, phoneNumberOf, isCodeShaped, CODE_TTL_SECONDS, CODE_MAX_TRIES } from "./providers/phone-otp/code"
export { issueRequest, verifyAddRequest } from "./providers/phone-otp/requests"
export { phoneOtpMessages } from "./messages"
