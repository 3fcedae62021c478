/**
 * The one spelling of an email the shop stores and compares: trimmed and in lower case. Sign-in
 * emails (emailpass), customer emails and admin users' emails all go through it, so A@Example.com
 * and a@example.com are the same person everywhere.
 */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()
