/** The phone-otp provider's id in the auth module (bd-commerce's providers/phone-otp; lib/config/medusa.ts). */
export { PHONE_OTP_PROVIDER_ID } from "../../../lib/config/phone-otp"

/** The lock held while a number's code is checked, so parallel guesses are counted one by one. */
export const phoneCodeLockKey = (number: string) => `phone-otp:${number}`
