/** What a Medusa cart id looks like: anything else (from a cookie, a form, an address) is not one and is never sent on. */
const CART_ID = /^cart_[0-9A-Za-z]{1,64}$/

export const isCartId = (text: string | null | undefined): text is string => typeof text === "string" && CART_ID.test(text)
