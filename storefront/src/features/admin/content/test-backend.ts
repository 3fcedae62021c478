import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { signedIn } from "../../../testing/session"

/** A fake backend signed in as an admin, with the admin token exchange, plus the given routes. */
export function adminBackend(routes: Parameters<typeof fakeBackend>[0] = {}) {
  return fakeBackend({
    "/storefront/config": () => json(SHOP_CONFIG),
    "/storefront/home": () => json({ sliders: [], offers: [], category_menus: [], latest_products: [] }),
    ...signedIn({ admin: true }),
    "/store/customers/me/admin-token": () => json({ token: "user-token-of-rahim" }),
    ...routes,
  })
}

/** How a handler reads a JSON body. */
export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>

export const png = (bytes = 1024, name = "picture.png") => new File([new Uint8Array(bytes)], name, { type: "image/png" })
