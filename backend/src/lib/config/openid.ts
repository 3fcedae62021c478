/**
 * The auth provider id of the shop's OpenID Connect sign-in: its routes are
 * /auth/customer/google and /auth/customer/google/callback, whatever the issuer. Medusa's config
 * registers the provider under it (medusa.ts); the accounts domain finds sign-ins by it.
 */
export const OPENID_PROVIDER_ID = "google"
