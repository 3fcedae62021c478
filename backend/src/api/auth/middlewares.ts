import type { MiddlewareRoute } from "@medusajs/framework/http"
import { forgets } from "@chaka/kit"
import { neverKept, onEach, publicRoute } from "../../lib/http/route-declarations"
import { validateBody } from "../../lib/http/validate-body"
import { throttleMfaCodes } from "../utils/mfa-code-throttle"
import { refreshAfterPassedFactor } from "../utils/refresh-after-factor"
import { limitResetLinks, normaliseResetIdentifier } from "../utils/password-reset"
import { NewPassword, Register, throttleSignIn } from "../utils/sign-in-rules"
import { PhoneCodeRequest, PhoneSignIn, validatePhoneBody } from "../utils/phone-sign-in"
import { phoneOtpUnused } from "../utils/phone-otp-unused"

/**
 * Medusa's sign-in routes (/auth/...): sign-up rules and the failed password-check throttle
 * (GET reads the same body as POST in Medusa).
 */
export const authMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/auth/customer/emailpass/register", middlewares: [validateBody(Register)] },
  // Forgot password: the link is asked for with the normalised email, at most MAX_RESET_LINKS
  // times per email in a window (an overlong identifier is refused), and a new password meets the
  // sign-up rule before Medusa spends the single-use token. These matchers are literal paths, and
  // Medusa's /auth/:actor_type/:auth_provider/... routes decode their parameters: what keeps an
  // encoded spelling (`%63ustomer`, `emailpas%73`) from reaching those routes without these
  // middlewares is the input guard, which answers 400 to any path with a percent-encoded letter,
  // digit or - . _ ~ before any route middleware runs (utils/input-guard.ts, lib/http/input-check.ts).
  ...["customer", "user"].flatMap((actor): MiddlewareRoute[] => [
    { method: ["POST"], matcher: `/auth/${actor}/emailpass/reset-password`, middlewares: [normaliseResetIdentifier, limitResetLinks] },
    { method: ["POST"], matcher: `/auth/${actor}/emailpass/update`, middlewares: [validateBody(NewPassword)] },
  ]),
  // Sign-in by mobile number and SMS code (issue 57; workflows/accounts/phone): the code, then the
  // sign-in. Medusa's register/update/reset-password/callback routes mean nothing for it.
  { method: ["POST"], matcher: "/auth/customer/phone-otp/code", middlewares: [publicRoute, validatePhoneBody(PhoneCodeRequest)] },
  { method: ["POST"], matcher: "/auth/customer/phone-otp", middlewares: [publicRoute, validatePhoneBody(PhoneSignIn)] },
  { method: ["GET"], matcher: "/auth/customer/phone-otp", middlewares: [publicRoute, neverKept] },
  ...["customer", "user"].flatMap((actor) =>
    ["register", "update", "reset-password", "callback"].map((route): MiddlewareRoute => ({
      matcher: `/auth/${actor}/phone-otp/${route}`,
      middlewares: [phoneOtpUnused],
    }))
  ),
  // Second-factor codes: refused ones counted per sign-in, across its challenges (utils/mfa-code-throttle.ts).
  { method: ["POST"], matcher: "/auth/mfa/challenges/:id/verify", middlewares: [throttleMfaCodes] },
  // A token that passed the second factor before its account existed keeps it when refreshed
  // (an admin's first storefront sign-in: utils/refresh-after-factor.ts).
  { method: ["POST"], matcher: "/auth/token/refresh", middlewares: [refreshAfterPassedFactor] },
  // Every password check (sign-in and register, customers and admins): throttleSignIn picks them out.
  { method: ["GET", "POST"], matcher: "/auth/*", middlewares: [throttleSignIn] },
  // A sign-in (password or Google) and a sign-up show nowhere public.
  ...onEach(["/auth/*"], [forgets([])]),
]
