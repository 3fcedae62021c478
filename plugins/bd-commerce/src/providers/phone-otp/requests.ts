import type { CodePurpose } from "./code"

/**
 * The key under which the shop's own code talks to the provider through the auth module
 * (authenticate / updateProvider). Medusa's HTTP routes build the provider's input from JSON,
 * which cannot hold a symbol: a request from the internet can neither issue a code nor verify one
 * for another purpose than signing in.
 */
export const PHONE_OTP_REQUEST = Symbol.for("@chaka/bd-commerce/phone-otp/request")

/** Keep a new code for a number (`authModule.updateProvider("phone-otp", issueRequest(…))`). */
export type IssueRequest = { action: "issue"; number: string; code: string } & CodePurpose

/** Verify a code for adding a number to a signed-in account (`authModule.authenticate`). */
export type AddRequest = { action: "verify-add"; holder: string }

export type PhoneOtpRequest = IssueRequest | AddRequest

export function issueRequest(request: Omit<IssueRequest, "action">): Record<string | symbol, unknown> {
  return { [PHONE_OTP_REQUEST]: { action: "issue", ...request } }
}

export function verifyAddRequest(holder: string, body: { phone: unknown; code: unknown }): Record<string | symbol, unknown> {
  return { body, [PHONE_OTP_REQUEST]: { action: "verify-add", holder } satisfies AddRequest }
}

export const requestOf = (data: unknown): PhoneOtpRequest | undefined =>
  data && typeof data === "object" ? ((data as Record<symbol, PhoneOtpRequest | undefined>)[PHONE_OTP_REQUEST] ?? undefined) : undefined
