import { DEMO_ADMIN } from "../backend/src/scripts/seed/catalogue"

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

// A 1×1 PNG: the upload route keeps real pictures only (by their bytes).
export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64")

/** An admin uploads the PNG (POST /admin/uploads, bearer token): the stored file's id and URL. */
export async function uploadPicture(backend: string, token: string): Promise<{ id: string; url: string }> {
  const form = new FormData()
  form.append("files", new Blob([PNG], { type: "image/png" }), "wheel.png")
  const response = await fetch(`${backend}/admin/uploads`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } })
  const body = (await response.json()) as Json
  if (response.status !== 200) throw new Error(`POST /admin/uploads: ${response.status} ${JSON.stringify(body)}`)
  return (body.files as { id: string; url: string }[])[0]
}

/** Whether served bytes are a picture: the PNG as uploaded, or the JPEG or WebP the shop may store instead. */
export const isPicture = (bytes: Buffer) =>
  bytes.subarray(0, 8).equals(PNG.subarray(0, 8)) || bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) || bytes.subarray(8, 12).toString() === "WEBP"

/** The admin API on a backend's address, as the demo admin (a Medusa user's bearer token): `admin(method, path, body?)`. */
export async function adminOn(backend: string) {
  const { token } = await backendCall(backend, "POST", "/auth/user/emailpass", DEMO_ADMIN)
  const call = (method: string, path: string, body?: Json) => backendCall(backend, method, path, body, { authorization: `Bearer ${token}` })
  return Object.assign(call, { token })
}
export type Admin = Awaited<ReturnType<typeof adminOn>>

/**
 * A new bicycle as the admin's "new product" page creates it (POST /admin/shop-products) in the
 * first category, pictured like the first product unless `picture` is given: its product and
 * variant ids.
 */
export async function newShopProduct(admin: Admin, product: { title: string; stock: number; price?: number; description?: string; picture?: string }) {
  const [category] = (await admin("GET", "/admin/product-categories?fields=id&limit=1")).product_categories
  const thumbnail = product.picture || (await admin("GET", "/admin/products?fields=thumbnail&limit=1")).products[0].thumbnail
  const { product: made } = await admin("POST", "/admin/shop-products", {
    title: product.title,
    description: product.description ?? `${product.stock} units.`,
    category_id: category.id,
    brand: "Chaka",
    price: product.price ?? 18000,
    stock: product.stock,
    thumbnail,
    images: [thumbnail],
  })
  const variantId = (await admin("GET", `/admin/products/${made.id}?fields=id,*variants`)).product.variants[0].id as string
  return { productId: made.id as string, variantId }
}

/** What a test file made in a shared shop: orders, products and customers (by email). */
export type Made = { orders: string[]; products: string[]; emails: string[] }

/**
 * Takes away what a test file made in a shared shop, which other files count the catalogue of:
 * orders canceled first (their reservations hold the products; a paid one is canceled as an admin
 * would before refunding it), then the products and the customers. Each list is emptied.
 */
export async function takeAway(backend: string, made: Made) {
  const admin = await adminOn(backend)
  for (const id of made.orders.splice(0)) await admin("POST", `/admin/orders/${id}/cancel`).catch(() => undefined)
  for (const id of made.products.splice(0)) await admin("DELETE", `/admin/products/${id}`).catch(() => undefined)
  for (const email of made.emails.splice(0)) {
    const { customers } = await admin("GET", `/admin/customers?email=${encodeURIComponent(email)}&fields=id`)
    for (const customer of customers as { id: string }[]) await admin("DELETE", `/admin/customers/${customer.id}`).catch(() => undefined)
  }
}
