/** Medusa's session cookie (express-session's default name, which Medusa keeps). */
export const MEDUSA_SESSION = "connect.sid"
/** The same session under the shop's own name on the storefront's origin. */
export const SHOP_SESSION = "chaka.sid"

/*
 * The shop's session is Medusa's cookie under its own name. Browsers keep cookies per host, not
 * per port: on one host the shop (:8000) and the Medusa dashboard (:9000/app) would share
 * `connect.sid`, and signing in to one would sign the other out (or sign the shop in as the
 * dashboard's user). So the shop's origin only ever sees `chaka.sid`, and the backend only
 * `connect.sid`. The storefront's server renames it both ways for what it forwards
 * (server/session-cookie.ts); loaders and actions that call the backend themselves rename it here.
 */

/** The shop's session in a Cookie header, as the backend names it (`connect.sid=…`), if there is one. */
export function backendSession(header: string | undefined): string | undefined {
  const shop = (header ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SHOP_SESSION}=`))
  return shop && `${MEDUSA_SESSION}=${shop.slice(SHOP_SESSION.length + 1)}`
}

/**
 * The backend's Set-Cookie for the shop's origin: `connect.sid` renamed, and Secure exactly when
 * the shopper reached the shop over https (the backend decides by its own address, which may be
 * http inside the network while the shop is https, or the reverse for a phone on the LAN).
 */
export function toShopSetCookie(values: string[] | undefined, https: boolean): string[] | undefined {
  return values?.map((value) => {
    if (!value.startsWith(`${MEDUSA_SESSION}=`)) return value
    const renamed = `${SHOP_SESSION}=${value.slice(MEDUSA_SESSION.length + 1)}`.replace(/;\s*secure\b/gi, "")
    return https ? `${renamed}; Secure` : renamed
  })
}
