import { DEMO_CUSTOMER } from "../backend/src/scripts/seed/catalogue"
import { backendCall as call, shopConfig } from "./store-api"
import { COD_PAYMENT_PROVIDER_ID, COUNTRY_CODE } from "@chaka/rules"

type Json = Record<string, any>

/**
 * The demo customer buys one in-stock bicycle (or one of `variantId`) with cash on delivery
 * through Medusa's store API, as the storefront's checkout will: the new order's id.
 */
export async function placeDemoOrder(backend: string, variantId?: string): Promise<string> {
  const { publishable_key, region_id } = await shopConfig(backend)
  const { token } = await call(backend, "POST", "/auth/customer/emailpass", { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })
  const headers = { authorization: `Bearer ${token}`, "x-publishable-api-key": publishable_key }
  const store = (method: string, path: string, body?: Json) => call(backend, method, path, body, headers)

  const inStock = async () => {
    const { products } = await store("GET", `/store/products?limit=50&region_id=${region_id}&fields=id,*variants,+variants.inventory_quantity`)
    return products.flatMap((p: Json) => p.variants).find((v: Json) => v.inventory_quantity > 0)
  }
  const variant = variantId ? { id: variantId } : await inStock()
  const { cart } = await store("POST", "/store/carts", { region_id })
  await store("POST", `/store/carts/${cart.id}/line-items`, { variant_id: variant.id, quantity: 1 })
  await store("POST", `/store/carts/${cart.id}`, {
    shipping_address: {
      first_name: "Rahim",
      last_name: "Uddin",
      country_code: COUNTRY_CODE,
      province: "Dhaka",
      city: "Dhaka",
      address_2: "Dhanmondi",
      address_1: "House 4, Road 2",
      phone: "01812345678",
    },
  })
  const { shipping_options } = await store("GET", `/store/shipping-options?cart_id=${cart.id}`)
  await store("POST", `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
  const { payment_collection } = await store("POST", "/store/payment-collections", { cart_id: cart.id })
  await store("POST", `/store/payment-collections/${payment_collection.id}/payment-sessions`, { provider_id: COD_PAYMENT_PROVIDER_ID })
  const completed = await store("POST", `/store/carts/${cart.id}/complete`)
  if (completed.type !== "order") throw new Error(`the cart did not become an order: ${JSON.stringify(completed)}`)
  return completed.order.id
}
