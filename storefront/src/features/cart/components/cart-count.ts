/** The cookie the storefront's server sets with the cart's count (features/cart/api/cart-cookies.server.ts). */
const COUNT_COOKIE = "chaka.cart-count"
const EVENT = "chaka:cart-count"

/** The visitor cart's count, from the cookie the server keeps current (0 without one). */
export function cartCountFromCookie(): number {
  if (typeof document === "undefined") return 0
  const part = document.cookie.split(";").find((entry) => entry.trim().startsWith(`${COUNT_COOKIE}=`))
  const count = Number(part?.split("=")[1])
  return Number.isSafeInteger(count) && count > 0 ? count : 0
}

/** Tells the header's badge the count changed (an addition made in the background). */
export const announceCartCount = (count: number) => window.dispatchEvent(new CustomEvent(EVENT, { detail: count }))

export function onCartCount(listener: () => void): () => void {
  window.addEventListener(EVENT, listener)
  return () => window.removeEventListener(EVENT, listener)
}
