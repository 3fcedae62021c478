/**
 * The one spelling of an email (trimmed, lower case) and the register rules. They live in the
 * shop's emailpass provider (modules/emailpass-normalised), which enforces them on every sign-in
 * and register route; the routes read them here, from their domain.
 */
export { emailLikePattern, normaliseEmail } from "../../../modules/emailpass-normalised/emails"
export { firstProblem, MIN_PASSWORD_LENGTH, NewPassword, Register } from "../../../modules/emailpass-normalised/register-rules"
