import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { messages } from "../../../lib/messages"

/** What a token says of the second factor (Medusa's claims, set by its sign-in and MFA routes). */
export type MfaRecord = {
  mfa_enabled?: boolean
  /** When the sign-in's MFA challenge was passed (ISO time); null or absent when it was not. */
  mfa_challenge_completed_at?: string | Date | null
}

/** The time the token's second factor was passed, or null. */
export function mfaCompletedAt(record: MfaRecord | undefined): Date | null {
  const at = record?.mfa_challenge_completed_at
  if (!at) return null
  const date = new Date(at)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * A token that stands for a sign-in whose second factor is still owed: Medusa gives one after the
 * password of someone with a factor switched on, for its MFA challenge only.
 */
export const secondFactorOwed = (record: MfaRecord | undefined) => Boolean(record?.mfa_enabled) && !mfaCompletedAt(record)

let requiredSetting: { raw: string | undefined; value: boolean } | undefined

/**
 * ADMIN_MFA_REQUIRED (lib/config/env.ts validates it at boot): every admin must pass the second
 * factor. Read from the environment each time it changes, as the rest of the backend reads its
 * run-time settings.
 */
export function adminMfaRequired(): boolean {
  const raw = process.env.ADMIN_MFA_REQUIRED
  if (!requiredSetting || requiredSetting.raw !== raw) requiredSetting = { raw, value: ["true", "1", "yes"].includes((raw ?? "").trim()) }
  return requiredSetting.value
}

/** Whether this sign-in has a second factor switched on (enabled; one being set up does not count). */
export async function hasSecondFactor(container: MedusaContainer, authIdentityId: string): Promise<boolean> {
  const factors = await container.resolve(Modules.AUTH).listAuthMfa({ auth_identity_id: authIdentityId, status: "enabled" }, { select: ["id"] })
  return factors.length > 0
}

/**
 * What the shop records of a sign-in's second factor in a token it makes for it (the storefront's
 * admin token, the compatibility API's tokens): the same claims Medusa's MFA route writes, taken
 * from the caller's token. A sign-in with a factor switched on gets a token only when the caller's
 * token says the factor was passed (401 otherwise): a token made without it would open, with the
 * password alone, what the factor guards.
 */
export async function mfaClaimsFor(container: MedusaContainer, authIdentityId: string, caller: MfaRecord | undefined) {
  const completedAt = mfaCompletedAt(caller)
  if (!(await hasSecondFactor(container, authIdentityId))) {
    // A factor passed, then switched off: the record stays true to what happened.
    return { mfaEnabled: Boolean(completedAt), mfaChallengeCompletedAt: completedAt ?? undefined }
  }
  if (!completedAt) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.mfaRequired)
  return { mfaEnabled: true, mfaChallengeCompletedAt: completedAt }
}

/**
 * Why an admin's sign-in may not act as an admin yet, or null when it may: a factor switched on
 * but not passed in this token (401, a token from before the factor was switched on included), or
 * no factor at all while ADMIN_MFA_REQUIRED is on (403: it must be set up first).
 */
export async function adminSecondFactorProblem(container: MedusaContainer, authIdentityId: string, caller: MfaRecord | undefined): Promise<MedusaError | null> {
  if (mfaCompletedAt(caller)) return null
  if (await hasSecondFactor(container, authIdentityId)) return new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.mfaRequired)
  if (adminMfaRequired()) return new MedusaError(MedusaError.Types.FORBIDDEN, messages.mfaSetupRequired)
  return null
}

/**
 * Whether refreshing this token keeps the second factor it passed: it passed one, named no account
 * when made (an admin's first storefront sign-in: the customer record is made after the code),
 * and the sign-in now has an account of the token's kind (`app_metadata`, the sign-in's own).
 * Medusa refreshes a token without an account as a new sign-in, with a new challenge: the admin
 * was asked for a second code a moment after the first. A token with an account Medusa already
 * refreshes with its factor's record; this one is the same sign-in, a moment older.
 */
export function refreshKeepsPassedFactor(
  token: MfaRecord & { actor_id?: string; actor_type?: string; auth_provider?: string },
  appMetadata: Record<string, unknown> | null | undefined
): boolean {
  if (token.actor_id || !token.actor_type || !token.auth_provider || !mfaCompletedAt(token)) return false
  const actorId = appMetadata?.[`${token.actor_type}_id`]
  return typeof actorId === "string" && actorId.length > 0
}
