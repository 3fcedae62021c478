import type { AuthenticationInput, AuthenticationResponse, AuthIdentityDTO, AuthIdentityProviderService } from "@medusajs/framework/types"
import { AbstractAuthModuleProvider, MedusaError } from "@medusajs/framework/utils"
import { phoneOtpMessages } from "../../messages"
import { checkCode, CODE_TTL_SECONDS, isCodeShaped, newState, phoneNumberOf, stateKey, type CodePurpose } from "./code"
import { requestOf } from "./requests"

export type PhoneOtpOptions = {
  /** The server's secret the codes are hashed under (at least 32 characters; keep it out of code). */
  secret: string
}

/**
 * Sign in with a Bangladeshi mobile number and a one-time code sent by SMS. The provider keeps
 * and checks codes; the shop sends them (the SMS channel is the shop's) and limits how often.
 *
 * - A code is issued by the shop's own code only (`updateProvider` with `issueRequest`); Medusa's
 *   /register and /update routes get a refusal.
 * - A pending code lives in the auth module's state store (Medusa's cache module: Redis when
 *   configured) as an HMAC, 5 minutes, 5 tries; a code is taken out when tried, so it works once.
 * - authenticate `{ phone, code }`: the sign-in of that number (entity_id 8801XXXXXXXXX), made
 *   on its first use. All spellings of one number are one sign-in.
 */
export default class PhoneOtpAuthService extends AbstractAuthModuleProvider {
  static identifier = "phone-otp"
  static DISPLAY_NAME = "Mobile number and SMS code"

  protected options_: PhoneOtpOptions

  constructor(_container: Record<string, unknown>, options: PhoneOtpOptions) {
    super()
    this.options_ = options
  }

  static validateOptions(options: Record<string, unknown>) {
    if (typeof options.secret !== "string" || options.secret.length < 32) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, phoneOtpMessages.secretMissing)
    }
  }

  async register(): Promise<AuthenticationResponse> {
    return { success: false, error: phoneOtpMessages.registerUnused }
  }

  /** Keeps a new code for a number (the shop's own code only; see requests.ts). */
  async update(data: Record<string, unknown>, identities: AuthIdentityProviderService): Promise<AuthenticationResponse> {
    const request = requestOf(data)
    if (request?.action !== "issue") return { success: false, error: phoneOtpMessages.updateUnused }
    const key = stateKey(request.number, purposeOf(request))
    await identities.setState(key, newState(this.options_.secret, key, request.code, Date.now()), CODE_TTL_SECONDS)
    return { success: true }
  }

  async authenticate(data: AuthenticationInput, identities: AuthIdentityProviderService): Promise<AuthenticationResponse> {
    const number = phoneNumberOf(data.body?.phone)
    const code = data.body?.code
    if (!number || !isCodeShaped(code)) return { success: false, error: phoneOtpMessages.codeRefused }
    const request = requestOf(data)
    const purpose: CodePurpose = request?.action === "verify-add" ? { purpose: "add", holder: request.holder } : { purpose: "sign-in" }
    const key = stateKey(number, purpose)
    const check = checkCode(await identities.getState(key), this.options_.secret, key, code, Date.now())
    if (check.outcome === "wrong" && check.keep) await identities.setState(key, check.keep, check.ttlSeconds)
    if (check.outcome !== "accepted") return { success: false, error: phoneOtpMessages.codeRefused }
    if (purpose.purpose === "add") return { success: true }
    return { success: true, authIdentity: await signInOf(identities, number) }
  }
}

const purposeOf = (request: { purpose: "sign-in" } | { purpose: "add"; holder: string }): CodePurpose =>
  request.purpose === "add" ? { purpose: "add", holder: request.holder } : { purpose: "sign-in" }

/** The number's sign-in, made now if it has none (its customer is the shop's to make). */
async function signInOf(identities: AuthIdentityProviderService, number: string): Promise<AuthIdentityDTO> {
  try {
    return await identities.retrieve({ entity_id: number })
  } catch (error) {
    if ((error as { type?: string }).type !== MedusaError.Types.NOT_FOUND) throw error
    return identities.create({ entity_id: number })
  }
}
