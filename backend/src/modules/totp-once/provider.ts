// The package exports no entry for its providers; the class is where Medusa builds it.
import { TotpMfaProvider } from "@medusajs/auth/dist/providers/mfa/totp"
import { decryptSecret } from "@medusajs/auth/dist/utils/mfa"
import { generateTotpCode } from "@medusajs/auth/dist/utils/totp"
import type { AuthTypes, Context } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../lib/messages"
import { matchedTimeStep } from "./time-steps"

type Factor = { id: string; provider: string; status: string; provider_metadata?: Record<string, unknown> | null }

type Knex = { raw: (sql: string, bindings: unknown[]) => Promise<{ rows: { id: string }[] }> }

type Dependencies = ConstructorParameters<typeof TotpMfaProvider>[0] & { manager: { getKnex: () => Knex } }

/**
 * Where the last used time step is kept: in the factor's provider_metadata beside its encrypted
 * secret (never sent to a client: Medusa strips provider_metadata from every factor it answers).
 * The step is raised in one statement that only succeeds while the stored step is lower, so of
 * two requests using one code at the same moment PostgreSQL's row lock lets exactly one through.
 */
const USE_STEP_SQL = `
UPDATE auth_mfa_factor
   SET provider_metadata = jsonb_set(COALESCE(provider_metadata, '{}'::jsonb), '{last_used_step}', to_jsonb(?::bigint)),
       updated_at = now()
 WHERE id = ? AND deleted_at IS NULL
   AND COALESCE((provider_metadata->>'last_used_step')::bigint, -1) < ?
RETURNING id`

/**
 * Medusa's TOTP provider, with each code good once (RFC 6238, section 5.2). Medusa's own accepts
 * a code again on every new challenge while it is in its window (about 90 seconds): anyone who
 * saw a code and the password could sign in with both. Here a code whose time step is not later
 * than the last step used by this factor (in setting it up, signing in or switching it off) is
 * refused with a message saying to wait for the next one.
 */
export class OnceOnlyTotpProvider extends TotpMfaProvider {
  static identifier = "totp"
  private readonly knex_: () => Knex

  constructor(dependencies: Dependencies, options: ConstructorParameters<typeof TotpMfaProvider>[1]) {
    super(dependencies, options)
    this.knex_ = () => dependencies.manager.getKnex()
  }

  async verifySetup(data: AuthTypes.AuthMfaVerifyDTO, sharedContext: Context = {}): Promise<AuthTypes.AuthMfaDTO> {
    const factor = (await this.authMfaFactorService_.retrieve(data.id, {}, sharedContext)) as unknown as Factor
    // Medusa's own answers for a factor of another kind or one switched off.
    if (factor.provider !== this.method) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "Only TOTP MFA factors can be verified with this method")
    }
    if (factor.status === "disabled") throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Disabled MFA factors cannot be verified")
    if (!(await this.useCode_(factor, data.code))) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.mfaCodeInvalid)
    const verified = factor.status === "pending" ? await this.authMfaFactorService_.update({ id: factor.id, status: "enabled" }, sharedContext) : factor
    return this.serializeFactor_(verified)
  }

  async verify(data: { auth_identity_id: string; code: string }, sharedContext: Context = {}): Promise<boolean> {
    const [factor] = (await this.authMfaFactorService_.list(
      { auth_identity_id: data.auth_identity_id, provider: this.method, status: "enabled" },
      {},
      sharedContext
    )) as unknown as Factor[]
    return factor ? this.useCode_(factor, data.code) : false
  }

  /** True when the code is this factor's for a step in the window not used yet; that step is then used. */
  private async useCode_(factor: Factor, code: unknown): Promise<boolean> {
    const settings = this.getTotpConfig_()
    const secret = decryptSecret(String(factor.provider_metadata?.secret ?? ""), this.getEncryptionKey_())
    const step = matchedTimeStep(code, settings, (timestamp) => generateTotpCode({ secret, digits: settings.digits, period: settings.period, timestamp }))
    if (step === null) return false
    const { rows } = await this.knex_().raw(USE_STEP_SQL, [step, factor.id, step])
    if (!rows.length) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.mfaCodeUsed)
    return true
  }
}
