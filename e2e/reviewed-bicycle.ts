import { DEMO_CUSTOMER } from "../backend/src/scripts/seed/catalogue"
import { adminOn, backendCall, newShopProduct, shopConfig, type Made } from "./store-api"
import { placeDemoOrder } from "./store-order"

/** The facts a test bicycle is given (POST /admin/shop-products/:id/facts), as the dashboard's facts form saves them. */
export const TEST_FACTS = {
  frame_size: "M",
  frame_material: "Aluminium",
  wheel_size_in: 27.5,
  gears: 21,
  brakes: "Hydraulic disc",
  weight_kg: 14.2,
  warranty_frame_months: 60,
  warranty_parts_months: 12,
}

/** A bicycle of the test's own with its facts, added to `made` (taken away after the file). */
export async function bicycleWithFacts(backend: string, made: Made, name: string) {
  const admin = await adminOn(backend)
  const title = `${name} ${Date.now() % 1_000_000}`
  const bicycle = { title, ...(await newShopProduct(admin, { title, stock: 10 })) }
  made.products.push(bicycle.productId)
  await admin("POST", `/admin/shop-products/${bicycle.productId}/facts`, TEST_FACTS)
  return bicycle
}

/**
 * The demo customer orders the bicycle (cash on delivery, the store API), and the admin approves,
 * ships and marks the order delivered through the admin API: the customer may now review it.
 */
export async function deliveredToDemoCustomer(backend: string, variantId: string) {
  const admin = await adminOn(backend)
  const orderId = await placeDemoOrder(backend, variantId)
  await admin("POST", `/admin/orders/${orderId}/approve`, {})
  await admin("POST", `/admin/orders/${orderId}/ship`, { courier: "Pathao" })
  await admin("POST", `/admin/orders/${orderId}/deliver`, {})
  return orderId
}

/** The demo customer's review of a product they received, through the store API (POST /store/product-reviews/:id). */
export async function demoCustomerReviews(backend: string, productId: string, review: { rating: number; description: string }) {
  const { publishable_key } = await shopConfig(backend)
  const { token } = await backendCall(backend, "POST", "/auth/customer/emailpass", { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })
  return backendCall(backend, "POST", `/store/product-reviews/${productId}`, review, {
    authorization: `Bearer ${token}`,
    "x-publishable-api-key": publishable_key,
  })
}
