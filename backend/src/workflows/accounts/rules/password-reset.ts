/** The storefront's page that takes a reset link (/reset-password, storefront/src/app/routes/auth/reset-password.tsx), relative to the storefront URL. */
export const RESET_PASSWORD_PATH = "reset-password"

/** The notification template a reset link goes out with (the notifications issue will design it). */
export const PASSWORD_RESET_TEMPLATE = "password-reset"

/**
 * The link a customer follows to set a new password: the shop's configured storefront origin
 * (STOREFRONT_URL), never an address taken from the request, so nobody can have the shop mail a
 * link with someone's token to a site of their choosing.
 */
export function passwordResetUrl(storefrontUrl: string, token: string, email: string): string {
  const url = new URL(RESET_PASSWORD_PATH, `${storefrontUrl.replace(/\/$/, "")}/`)
  url.searchParams.set("token", token)
  url.searchParams.set("email", email)
  return url.toString()
}
