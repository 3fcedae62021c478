/**
 * The "holder" the phone-otp provider binds an add-email code to (bd-commerce's purpose "add" with
 * a holder: the code is kept and hashed under a key naming it). Its own namespace, so a code sent to
 * confirm the account's number before adding an email never fits adding a number, nor signing in,
 * nor another sign-in's add-email — and theirs never fit here.
 */
export const addEmailCodeHolder = (authIdentityId: string) => `add-email:${authIdentityId}`
