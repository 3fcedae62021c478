import { allIndexWritesDone } from "../../../src/workflows/catalogue/rules/index-writes"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import { createInventoryLevelsWorkflow, createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { DEMO_ADDRESS } from "../../../src/scripts/seed/demo-address"
import type { ShopRecords } from "../../../src/scripts/seed/shop"
import { COD_PAYMENT_PROVIDER_ID, CURRENCY_CODE } from "@chaka/rules"

type Api = {
  get: (url: string, config?: object) => Promise<{ data: any; status: number }>
  post: (url: string, body?: unknown, config?: object) => Promise<{ data: any; status: number }>
}
type Headers = { headers: Record<string, string> }

export const MIRPUR_ADDRESS = DEMO_ADDRESS

/** A published product with one variant at this BDT price and this much stock in the Dhaka warehouse. */
export async function createProduct(container: MedusaContainer, shop: ShopRecords, title: string, price: number, stock: number) {
  const handle = title.toLowerCase().replace(/\W+/g, "-")
  const { result } = await createProductsWorkflow(container).run({
    input: {
      products: [
        {
          title,
          handle,
          status: ProductStatus.PUBLISHED,
          sales_channels: [{ id: shop.salesChannelId }],
          shipping_profile_id: shop.shippingProfileId,
          options: [{ title: "Default option", values: ["Default option value"] }],
          variants: [
            {
              title,
              sku: handle.toUpperCase(),
              manage_inventory: true,
              options: { "Default option": "Default option value" },
              prices: [{ amount: price, currency_code: CURRENCY_CODE }],
            },
          ],
        },
      ],
    },
  })
  const [item] = await container.resolve(Modules.INVENTORY).listInventoryItems({ sku: handle.toUpperCase() })
  await createInventoryLevelsWorkflow(container).run({
    input: { inventory_levels: [{ inventory_item_id: item.id, location_id: shop.stockLocationId, stocked_quantity: stock }] },
  })
  // Heard: its events have been written to the catalogue index and the cache told.
  await allIndexWritesDone()
  return { productId: result[0].id, variantId: result[0].variants[0].id, inventoryItemId: item.id }
}

/** Units of this inventory item a shopper can still buy (stocked minus reserved). */
export async function available(container: MedusaContainer, inventoryItemId: string, locationId: string) {
  return container.resolve(Modules.INVENTORY).retrieveAvailableQuantity(inventoryItemId, [locationId])
}

/** A new customer registered through the store API, signed in: their headers. */
export async function registerCustomer(api: Api, publishableKey: string, email: string): Promise<Headers> {
  const password = "a-long-password"
  const registered = await api.post("/auth/customer/emailpass/register", { email, password })
  await api.post(
    "/store/customers",
    { email, first_name: "Test", last_name: email.split("@")[0] },
    { headers: { authorization: `Bearer ${registered.data.token}`, "x-publishable-api-key": publishableKey } }
  )
  const { data } = await api.post("/auth/customer/emailpass", { email, password })
  return { headers: { authorization: `Bearer ${data.token}`, "x-publishable-api-key": publishableKey } }
}

/**
 * Everything a shopper does before "Place order": a cart in BDT with these items, the
 * delivery address, Home delivery and cash on delivery. Returns the cart as it then stands.
 */
export async function readyCart(api: Api, customer: Headers, regionId: string, items: { variantId: string; quantity: number }[]) {
  const { data: created } = await api.post("/store/carts", { region_id: regionId }, customer)
  const cartId: string = created.cart.id
  for (const item of items) {
    await api.post(`/store/carts/${cartId}/line-items`, { variant_id: item.variantId, quantity: item.quantity }, customer)
  }
  await api.post(`/store/carts/${cartId}`, { shipping_address: MIRPUR_ADDRESS }, customer)
  const { data: options } = await api.get(`/store/shipping-options?cart_id=${cartId}`, customer)
  const homeDelivery = options.shipping_options.find((option: { name: string }) => option.name === "Home delivery")
  await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: homeDelivery.id }, customer)
  const { data: collection } = await api.post("/store/payment-collections", { cart_id: cartId }, customer)
  await api.post(`/store/payment-collections/${collection.payment_collection.id}/payment-sessions`, { provider_id: COD_PAYMENT_PROVIDER_ID }, customer)
  const { data } = await api.get(`/store/carts/${cartId}`, customer)
  return data.cart as { id: string; item_subtotal: number; shipping_total: number; total: number }
}

/** "Place order": the cart completed; the order, or the failed response. */
export const completeCart = (api: Api, customer: Headers, cartId: string) => api.post(`/store/carts/${cartId}/complete`, {}, customer)

/** Orders of a customer, straight from the database (not through the API under test). */
export async function ordersOf(container: MedusaContainer, customerId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["id"], filters: { customer_id: customerId } })
  return data
}

/**
 * Waits until no workflow is still running, like the test runner's afterEach — but that one
 * loops forever when an execution never ends (its 60 s timer throws where nothing catches it),
 * so a stuck checkout hung the suite until Jest's hook timeout with no word of which. This one
 * fails naming the executions still open.
 */
export async function workflowsSettled(container: MedusaContainer, timeoutMs = 90_000) {
  const engine = container.resolve(Modules.WORKFLOW_ENGINE)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const open = await engine.listWorkflowExecutions({ state: { $nin: ["not_started", "done", "reverted", "failed"] } })
    if (!open.length) return
    if (Date.now() > deadline) {
      const described = open.map((e: { workflow_id: string; transaction_id: string; state: string }) => `${e.workflow_id} ${e.transaction_id} (${e.state})`)
      throw new Error(`workflows still running after ${timeoutMs / 1000} s: ${described.join(", ")}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
