import { backendCall, newShopProduct, registerCustomer, shopConfig, type Admin } from "../e2e/store-api"
import type { BackendProcess } from "./stack"
import { COD_PAYMENT_PROVIDER_ID, COUNTRY_CODE } from "@chaka/rules"

/** What the topology tests do as the shop's admin and customers, over HTTP on chosen servers. */

type Json = Record<string, any>

export { adminOn, type Admin } from "../e2e/store-api"

/** A new bicycle with `stock` units, as the admin's "new product" page creates it: its product and variant. */
export const createProduct = (admin: Admin, title: string, stock: number, picture?: string) => newShopProduct(admin, { title, stock, picture })

export type PreparedCart = { customer: string; email: string; server: BackendProcess; cartId: string; headers: Record<string, string> }

/**
 * Customer `customer` (registered and signed in on `server`) with a cart holding one unit of the
 * variant, a delivery address, Home delivery and cash on delivery: one "Place order" from an order.
 */
export async function prepareCart(server: BackendProcess, variantId: string, customer: string, n: number): Promise<PreparedCart> {
  const { publishable_key, region_id } = await shopConfig(server.url)
  const email = `${customer}@example.com`
  const password = "pedal-fast-2026"
  await registerCustomer(server.url, { email, password, first_name: "Rider", last_name: `No${n}` })
  const { token } = await backendCall(server.url, "POST", "/auth/customer/emailpass", { email, password })
  const headers = { authorization: `Bearer ${token}`, "x-publishable-api-key": publishable_key }
  const store = (method: string, path: string, body?: Json) => backendCall(server.url, method, path, body, headers)
  const { cart } = await store("POST", "/store/carts", { region_id })
  await store("POST", `/store/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 })
  await store("POST", `/store/carts/${cart.id}`, {
    shipping_address: {
      first_name: "Rider",
      last_name: `No${n}`,
      country_code: COUNTRY_CODE,
      province: "Dhaka",
      city: "Dhaka",
      address_2: "Dhanmondi",
      address_1: `House ${n + 1}, Road 2`,
      phone: `018123456${String(n % 100).padStart(2, "0")}`,
    },
  })
  const { shipping_options } = await store("GET", `/store/shipping-options?cart_id=${cart.id}`)
  await store("POST", `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
  const { payment_collection } = await store("POST", "/store/payment-collections", { cart_id: cart.id })
  await store("POST", `/store/payment-collections/${payment_collection.id}/payment-sessions`, { provider_id: COD_PAYMENT_PROVIDER_ID })
  return { customer, email, server, cartId: cart.id, headers }
}

/** `count` customers named `${prefix}.${i}`, on the servers in turn, each with a prepared cart (five prepared at a time). */
export async function prepareCarts(servers: BackendProcess[], variantId: string, prefix: string, count: number): Promise<PreparedCart[]> {
  const carts: PreparedCart[] = []
  for (let i = 0; i < count; i += 5) {
    const batch = Array.from({ length: Math.min(5, count - i) }, (_, j) => i + j)
    carts.push(...(await Promise.all(batch.map((n) => prepareCart(servers[n % servers.length], variantId, `${prefix}.${n}`, n)))))
  }
  return carts
}

/** "Place order": POST /store/carts/:id/complete on `server`. Status 0 when no answer came (the connection died). */
export type Completion = { status: number; orderId?: string; type?: string; error?: string }
export async function completeCart(server: BackendProcess, cart: PreparedCart): Promise<Completion> {
  try {
    const response = await fetch(`${server.url}/store/carts/${cart.cartId}/complete`, {
      method: "POST",
      headers: { "content-type": "application/json", ...cart.headers },
    })
    const body = (await response.json().catch(() => ({}))) as Json
    return {
      status: response.status,
      type: body.type,
      orderId: body.type === "order" ? (body.order.id as string) : undefined,
      error: response.ok && body.type === "order" ? undefined : JSON.stringify(body).slice(0, 300),
    }
  } catch (error) {
    return { status: 0, error: `${(error as Error).message}${(error as { cause?: Error }).cause ? `: ${(error as { cause?: Error }).cause!.message}` : ""}` }
  }
}

/** How many answers had each status, e.g. {"0":15,"200":5}. */
export const tally = (completions: Completion[]) =>
  JSON.stringify(completions.reduce<Record<number, number>>((n, c) => ({ ...n, [c.status]: (n[c.status] ?? 0) + 1 }), {}))

/** The units of the product's (first) variant a shopper can still buy, as the store API tells them on `server`. */
export async function unitsLeft(server: BackendProcess, productId: string): Promise<number> {
  const { publishable_key, region_id } = await shopConfig(server.url)
  const { product } = await backendCall(
    server.url,
    "GET",
    `/store/products/${productId}?region_id=${region_id}&fields=id,*variants,+variants.inventory_quantity`,
    undefined,
    {
      "x-publishable-api-key": publishable_key,
    }
  )
  return product.variants[0].inventory_quantity as number
}
