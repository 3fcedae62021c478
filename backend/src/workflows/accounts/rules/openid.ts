import type { ConfigModule } from "@medusajs/framework/types"
import { OPENID_PROVIDER_ID } from "../../../lib/config/openid"

export { OPENID_PROVIDER_ID }

type ProviderConfig = { id?: string; options?: { display_name?: string } }

/** `{ name }` of the configured OpenID sign-in (the storefront's button), or null when it is off. */
export function openIdSignIn(config: ConfigModule): { name: string } | null {
  const modules = Object.values(config.modules ?? {}) as { options?: { providers?: ProviderConfig[] } }[]
  for (const module of modules) {
    const provider = module?.options?.providers?.find((candidate) => candidate.id === OPENID_PROVIDER_ID)
    if (provider) return { name: provider.options?.display_name ?? "Google" }
  }
  return null
}

/** The person as the provider's verified ID token describes them. */
export type OpenIdProfile = { email: string; first_name: string | null; last_name: string | null; picture: string | null }

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null)

/**
 * The profile from the claims Medusa's OIDC provider keeps (`user_metadata`): `given_name` and
 * `family_name` when the provider sends them, otherwise the display name split at its first
 * space. Null without an email: the shop's accounts are keyed by email.
 */
export function profileFromClaims(claims: Record<string, unknown>): OpenIdProfile | null {
  const email = text(claims.email)?.toLowerCase()
  if (!email) return null
  const [first, ...rest] = (text(claims.name) ?? "").split(/\s+/)
  const picture = text(claims.picture)
  return {
    email,
    first_name: text(claims.given_name) ?? (first || null),
    last_name: text(claims.family_name) ?? (rest.join(" ") || null),
    picture: picture && /^https?:\/\//.test(picture) ? picture : null,
  }
}
