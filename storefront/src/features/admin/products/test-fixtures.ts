import { resetAdminSdk } from "../../../lib/admin-sdk"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { signedIn } from "../../../testing/session"
import type { AdminProductDetail } from "./api/types"

/** Categories as GET /medusa/admin/product-categories returns them (children listed on their own too). */
export const CATEGORIES = [
  {
    id: "pcat_bicycles",
    name: "Bicycles",
    parent_category_id: null,
    category_children: [
      { id: "pcat_mountain", name: "Mountain" },
      { id: "pcat_road", name: "Road" },
    ],
  },
  { id: "pcat_mountain", name: "Mountain", parent_category_id: "pcat_bicycles", category_children: [] },
  { id: "pcat_road", name: "Road", parent_category_id: "pcat_bicycles", category_children: [] },
  { id: "pcat_accessories", name: "Accessories", parent_category_id: null, category_children: [{ id: "pcat_helmets", name: "Helmets" }] },
  { id: "pcat_helmets", name: "Helmets", parent_category_id: "pcat_accessories", category_children: [] },
]

export const ROADSTER: AdminProductDetail = {
  id: "prod_roadster",
  title: "Phoenix Classic Roadster",
  thumbnail: "http://localhost:9000/static/roadster.webp",
  brand: "Phoenix",
  category: { id: "pcat_road", name: "Road" },
  category_id: "pcat_road",
  price: 12500,
  stock: 8,
  stock_figures: { stocked: 8, reserved: 0, available: 8, in_stock: true },
  description: "A steel city bike.",
  type: "Non-Geared",
  vendor: null,
  images: ["http://localhost:9000/static/roadster-2.webp"],
}

export const png = (name: string) => new File([new Uint8Array(16)], name, { type: "image/png" })

export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>

/** Calls that wrote something (not the admin-token exchange, which every admin screen makes). */
export const writes = (calls: { url: URL }[], fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .map(([, init], index) => ({ path: calls[index].url.pathname, method: (init as RequestInit | undefined)?.method ?? "GET" }))
    .filter((call) => call.method !== "GET" && call.path !== "/store/customers/me/admin-token")

/**
 * The backend behind both ways in: the page reads the admin API through the shop's origin
 * (/medusa/admin/…), its forms post to the route's action, which calls it from the shop's server
 * (/admin/…). Each /medusa/admin route answers both.
 */
export const fakeAdminBackend = (routes: Parameters<typeof fakeBackend>[0]) =>
  fakeBackend(
    Object.fromEntries(
      Object.entries(routes).flatMap(([path, answer]) =>
        path.startsWith("/medusa/admin/")
          ? [
              [path, answer],
              [path.slice("/medusa".length), answer],
            ]
          : [[path, answer]]
      )
    )
  )

/** A signed-in admin: the shop, the session, the admin token, categories and brands. */
export function adminRoutes() {
  resetShop()
  resetAdminSdk()
  return {
    "/storefront/config": () => json(SHOP_CONFIG),
    ...signedIn({ admin: true }),
    "/store/customers/me/admin-token": () => json({ token: "user-token" }),
    "/medusa/admin/product-categories": () => json({ product_categories: CATEGORIES, count: CATEGORIES.length, limit: 100, offset: 0 }),
    // The route's action reads them too, through the shop's server (the admin API's own path).
    "/admin/product-categories": () => json({ product_categories: CATEGORIES, count: CATEGORIES.length, limit: 100, offset: 0 }),
    "/store/catalogue/facets": () =>
      json({
        brands: [
          { name: "Phoenix", count: 3 },
          { name: "Hike", count: 2 },
        ],
        types: [],
        price: { min: null, max: null },
      }),
  }
}

/** The first screen of a test loads a lazy route and several calls: give it time on a busy machine. */
export const LOAD = { timeout: 5000 }
