import { backendCall, registerCustomer, shopConfig } from "../e2e/store-api"

/** What the compose test does as a customer (through the storefront's origin) and as the admin (on the backend's published port). */

type Json = Record<string, any>

export { adminOn } from "../e2e/store-api"

/** A product the store sells and has in stock, as the store API tells the storefront. */
export async function productInStock(shopUrl: string): Promise<{ id: string; title: string; variantId: string }> {
  const { publishable_key, region_id } = await shopConfig(shopUrl)
  const { products } = await backendCall(
    shopUrl,
    "GET",
    `/store/products?limit=50&region_id=${region_id}&fields=id,title,*variants,+variants.inventory_quantity`,
    undefined,
    { "x-publishable-api-key": publishable_key }
  )
  const product = (products as Json[]).find((p) => (p.variants as Json[]).some((v) => v.inventory_quantity > 0))
  if (!product) throw new Error("no product in stock: is the demo shop seeded (SEED_DEMO=true)?")
  return { id: product.id, title: product.title, variantId: (product.variants as Json[]).find((v) => v.inventory_quantity > 0)!.id }
}

/**
 * A new customer signs up and buys one unit with cash on delivery, every call on `shopUrl` (the
 * storefront's origin, which forwards /auth and /store to the backend): "Place order" is the
 * storefront's one-trip checkout, POST /store/carts/:id/place-order. Their order id and headers.
 */
export async function signUpAndOrder(shopUrl: string, variantId: string, email: string) {
  const password = "pedal-fast-2026"
  await registerCustomer(shopUrl, { email, password, first_name: "Rahim", last_name: "Compose" })
  const { token } = await backendCall(shopUrl, "POST", "/auth/customer/emailpass", { email, password })
  const { publishable_key, region_id } = await shopConfig(shopUrl)
  const headers = { authorization: `Bearer ${token}`, "x-publishable-api-key": publishable_key }
  const store = (method: string, path: string, body?: Json) => backendCall(shopUrl, method, path, body, headers)
  const { cart } = await store("POST", "/store/carts", { region_id })
  await store("POST", `/store/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 })
  const { order } = await store("POST", `/store/carts/${cart.id}/place-order`, {
    shipping_address: { province: "Dhaka", city: "Dhaka", address_2: "Dhanmondi", address_1: "House 4, Road 2", phone: "01812345678" },
  })
  return { orderId: order.id as string, headers }
}

/** The customer's own orders, as their account page lists them. */
export async function customerOrders(shopUrl: string, headers: Record<string, string>): Promise<string[]> {
  const { orders } = await backendCall(shopUrl, "GET", "/store/orders?fields=id&limit=50", undefined, headers)
  return (orders as Json[]).map((order) => order.id as string)
}

/** A page of the storefront as a browser gets it: status and HTML. */
export async function page(storefrontUrl: string, path: string) {
  const response = await fetch(`${storefrontUrl}${path}`, { signal: AbortSignal.timeout(30_000) })
  return { status: response.status, html: await response.text() }
}
