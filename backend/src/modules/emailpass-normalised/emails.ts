import { escapeLike } from "@chaka/kit"

/**
 * The one spelling of an email the shop stores and compares: trimmed and in lower case. Sign-in
 * emails (emailpass), customer emails and admin users' emails all go through it, so A@Example.com
 * and a@example.com are the same person everywhere.
 */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/**
 * An `$ilike` pattern that matches exactly this email in any letter case (rows stored before
 * emails were normalised count too): `%`, `_` and `\` are escaped, so an email is never a
 * pattern (`a_b@x.com` does not match `axb@x.com`). Compare the normalised emails after it.
 */
export const emailLikePattern = (email: string) => escapeLike(normaliseEmail(email))
