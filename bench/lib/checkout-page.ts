import { backendCall, registerCustomer, shopConfig, storeGet } from "../../e2e/store-api"

/**
 * A signed-in customer with one bicycle in their cart, for measuring the checkout page: its
 * address and the shop's session cookie on the storefront's origin (as a browser holds it after
 * signing in there: the storefront forwards /auth and names the session chaka.sid).
 */
export async function checkoutPage(backend: string, storefront: string): Promise<{ route: string; cookie: string }> {
  const customer = { email: `bench-web-${Date.now()}@example.com`, password: "bench-web-2026", first_name: "Bench", last_name: "Web" }
  await registerCustomer(backend, customer)
  const { token } = await backendCall(backend, "POST", "/auth/customer/emailpass", { email: customer.email, password: customer.password })
  const session = await fetch(`${storefront}/auth/session`, { method: "POST", headers: { authorization: `Bearer ${token}` } })
  const cookie = session.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .find((value) => value.startsWith("chaka.sid="))
  if (!session.ok || !cookie) throw new Error(`no session from ${storefront}/auth/session (${session.status})`)

  const { publishable_key, region_id } = await shopConfig(backend)
  const headers = { authorization: `Bearer ${token}`, "x-publishable-api-key": publishable_key }
  const { products } = await storeGet<{ products: { id: string; variants: { id: string }[] }[] }>(backend, "/store/products?limit=1&fields=id,variants.id")
  const { cart } = await backendCall(backend, "POST", "/store/carts", { region_id }, headers)
  await backendCall(backend, "POST", `/store/carts/${cart.id}/line-items`, { variant_id: products[0]!.variants[0]!.id, quantity: 1 }, headers)
  return { route: `/place-order/&&${products[0]!.id}`, cookie }
}
