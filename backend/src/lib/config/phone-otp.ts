import { createHmac } from "node:crypto"

/** The phone-otp provider's id in the auth module (bd-commerce's providers/phone-otp; workflows/accounts/phone). */
export const PHONE_OTP_PROVIDER_ID = "phone-otp"

/** The phone-otp provider's HMAC key: its own key, derived from JWT_SECRET (one secret fewer to set). */
export const phoneOtpSecret = (jwtSecret: string) => createHmac("sha256", jwtSecret).update("chaka:phone-otp").digest("hex")
