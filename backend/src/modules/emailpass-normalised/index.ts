// The package exports only its provider definition; the class is where Medusa builds it.
import { EmailPassAuthService } from "@medusajs/auth-emailpass/dist/services/emailpass"
import type { AuthenticationInput, AuthenticationResponse, AuthIdentityProviderService } from "@medusajs/framework/types"
import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { normaliseEmail } from "./emails"
import { firstProblem, NewPassword, Register } from "./register-rules"

type Body = Record<string, unknown> | undefined
const withEmail = (body: Body, email: string) => ({ ...(body ?? {}), email })

/**
 * Medusa's email-and-password provider with the email normalised (trimmed, lower case) before
 * Medusa's own code looks it up or stores it: registering `A@Example.com` and signing in as
 * `a@example.com` are the same sign-in, for customers and admin users alike (one provider serves
 * both actor types). A sign-in stored before this rule in other letter case still signs in as
 * typed (the boot check reports such emails).
 */
class NormalisedEmailPassAuthService extends EmailPassAuthService {
  constructor(container: { logger: unknown }, options: Record<string, unknown>) {
    super(container as never, options as never)
  }

  /**
   * The shop's register rules (modules/emailpass-normalised/register-rules.ts: a valid email, a password of at least 7
   * characters) for every route that reaches it — any spelling of the address, customers and
   * admin users. Medusa answers a refusal here with 401 and the message; the storefront's route
   * answers 400 first (api/middlewares.ts).
   */
  async register(data: AuthenticationInput, authIdentityService: AuthIdentityProviderService): Promise<AuthenticationResponse> {
    const problem = firstProblem(Register, data.body)
    if (problem) return { success: false, error: problem }
    const email = data.body?.email
    if (typeof email !== "string") return super.register(data, authIdentityService)
    return super.register({ ...data, body: withEmail(data.body, normaliseEmail(email)) }, authIdentityService)
  }

  async authenticate(data: AuthenticationInput, authIdentityService: AuthIdentityProviderService): Promise<AuthenticationResponse> {
    const email = data.body?.email
    if (typeof email !== "string") return super.authenticate(data, authIdentityService)
    const normalised = await super.authenticate({ ...data, body: withEmail(data.body, normaliseEmail(email)) }, authIdentityService)
    if (normalised.success || normaliseEmail(email) === email) return normalised
    return super.authenticate(data, authIdentityService)
  }

  /**
   * A password set from a reset link meets the same rule as one set at sign-up. The update routes
   * check it first (api/middlewares.ts: 400, before Medusa spends the single-use token); here it
   * holds for any other spelling of the path that reaches update(), answered 401.
   */
  async update(data: { password: string; entity_id: string }, authIdentityService: AuthIdentityProviderService) {
    const problem = firstProblem(NewPassword, data)
    if (problem) return { success: false, error: problem }
    const entityId = data?.entity_id
    if (typeof entityId !== "string") return super.update(data, authIdentityService)
    const normalised = await super.update({ ...data, entity_id: normaliseEmail(entityId) }, authIdentityService)
    if (normalised.success || normaliseEmail(entityId) === entityId) return normalised
    return super.update(data, authIdentityService)
  }
}

export default ModuleProvider(Modules.AUTH, { services: [NormalisedEmailPassAuthService] })
