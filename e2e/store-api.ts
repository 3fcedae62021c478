type Json = Record<string, any>

/** One JSON call to the backend; a non-2xx answer throws with its status and body. */
export async function backendCall(backend: string, method: string, path: string, body?: Json, headers: Record<string, string> = {}) {
  const response = await fetch(`${backend}${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = (await response.json()) as Json
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`)
  return json
}

/** The publishable key and region the backend hands the storefront (GET /storefront/config). */
export const shopConfig = (backend: string) => backendCall(backend, "GET", "/storefront/config") as Promise<{ publishable_key: string; region_id: string }>

/** A GET on the store API as the storefront makes it, with the shop's publishable key. */
export async function storeGet<T>(backend: string, path: string): Promise<T> {
  const { publishable_key } = await shopConfig(backend)
  return (await backendCall(backend, "GET", path, undefined, { "x-publishable-api-key": publishable_key })) as T
}

/** A customer registered through the store API (as the sign-up page does), with this password. */
export async function registerCustomer(backend: string, customer: { email: string; password: string; first_name: string; last_name: string }) {
  const { publishable_key } = await shopConfig(backend)
  const { token } = await backendCall(backend, "POST", "/auth/customer/emailpass/register", { email: customer.email, password: customer.password })
  const { email, first_name, last_name } = customer
  await backendCall(
    backend,
    "POST",
    "/store/customers",
    { email, first_name, last_name },
    { authorization: `Bearer ${token}`, "x-publishable-api-key": publishable_key }
  )
}
