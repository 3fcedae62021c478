import { shopConfig } from "../../e2e/store-api"
import { PURCHASE_FIELDS } from "../../storefront/src/lib/purchase-fields"
import { percentile } from "./load"
import { COD_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { DEMO_ADDRESS } from "../../backend/src/scripts/seed/demo-address"

type Json = Record<string, any>

/** One JSON call with a time limit (a stuck request fails that customer, not the benchmark). */
async function backendCall(backend: string, method: string, path: string, body?: Json, headers: Record<string, string> = {}): Promise<Json> {
  const response = await fetch(`${backend}${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(60_000),
  })
  const json = (await response.json()) as Json
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`)
  return json
}

/** The steps of one purchase, in order, as the storefront's checkout makes them. */
export const PURCHASE_STEPS = ["cart", "add 2 items", "address", "shipping", "cash on delivery", "complete"] as const
export type PurchaseStep = (typeof PURCHASE_STEPS)[number]

export type PurchaseTiming = { signUpMs: number; steps: Record<PurchaseStep, number>; totalMs: number }

export type PurchaseContext = { backend: string; publishableKey: string; regionId: string; variants: string[]; runId: string }

/**
 * What a purchase needs: the shop's key and region, and the variants with plenty of stock
 * (the generated products have thousands each), so a benchmark never runs out.
 */
export async function purchaseContext(backend: string, minStock = 1_000): Promise<PurchaseContext> {
  const { publishable_key, region_id } = await shopConfig(backend)
  const { products } = await backendCall(
    backend,
    "GET",
    `/store/products?limit=100&region_id=${region_id}&fields=id,variants.id,+variants.inventory_quantity`,
    undefined,
    { "x-publishable-api-key": publishable_key }
  )
  const variants = (products as Json[])
    .flatMap((product) => product.variants as Json[])
    .filter((variant) => variant.inventory_quantity >= minStock)
    .map((variant) => variant.id as string)
  if (variants.length < 2) {
    throw new Error(`fewer than 2 variants with ${minStock}+ in stock: seed a larger catalogue (CHAKA_SEED_PRODUCTS=500)`)
  }
  return { backend, publishableKey: publishable_key, regionId: region_id, variants, runId: Date.now().toString(36) }
}

/**
 * Customer `index` registers (emailpass register, POST /store/customers, sign in), then buys two
 * products with cash on delivery: cart → 2 line items → address → Home delivery → cash on
 * delivery payment session → complete. Each step's milliseconds.
 */
export async function purchase(context: PurchaseContext, index: number): Promise<PurchaseTiming> {
  const { backend, publishableKey, regionId, variants } = context
  const email = `bench-${context.runId}-${index}@example.com`
  const password = "bench-password-2026"
  const key = { "x-publishable-api-key": publishableKey }

  let started = performance.now()
  const { token: registration } = await backendCall(backend, "POST", "/auth/customer/emailpass/register", { email, password })
  await backendCall(
    backend,
    "POST",
    "/store/customers",
    { email, first_name: "Bench", last_name: `Customer ${index}` },
    { ...key, authorization: `Bearer ${registration}` }
  )
  const { token } = await backendCall(backend, "POST", "/auth/customer/emailpass", { email, password })
  const signUpMs = performance.now() - started
  const headers = { ...key, authorization: `Bearer ${token}` }
  const store = (method: string, path: string, body?: Json) => backendCall(backend, method, path, body, headers)

  const steps = {} as Record<PurchaseStep, number>
  const step = async <T>(name: PurchaseStep, action: () => Promise<T>): Promise<T> => {
    started = performance.now()
    const result = await action()
    steps[name] = performance.now() - started
    return result
  }

  // The fields each call asks back are the storefront's own (storefront/src/lib/purchase-fields.ts).
  const fields = (name: keyof typeof PURCHASE_FIELDS) => `fields=${encodeURIComponent(PURCHASE_FIELDS[name])}`
  const { cart } = await step("cart", () => store("POST", `/store/carts?${fields("newCart")}`, { region_id: regionId }))
  await step("add 2 items", async () => {
    for (const offset of [0, 1]) {
      const variant = variants[(2 * index + offset) % variants.length]
      await store("POST", `/store/carts/${cart.id}/line-items`, { variant_id: variant, quantity: 1 })
    }
  })
  await step("address", () => store("POST", `/store/carts/${cart.id}?${fields("details")}`, { shipping_address: DEMO_ADDRESS }))
  await step("shipping", async () => {
    const { shipping_options } = await store("GET", `/store/shipping-options?cart_id=${cart.id}`)
    const home = (shipping_options as Json[]).find((option) => option.name === "Home delivery")
    if (!home) throw new Error(`no "Home delivery" among ${JSON.stringify(shipping_options.map((o: Json) => o.name))}`)
    await store("POST", `/store/carts/${cart.id}/shipping-methods?${fields("delivery")}`, { option_id: home.id })
  })
  await step("cash on delivery", async () => {
    const { payment_collection } = await store("POST", "/store/payment-collections", { cart_id: cart.id })
    await store("POST", `/store/payment-collections/${payment_collection.id}/payment-sessions?${fields("payment")}`, { provider_id: COD_PAYMENT_PROVIDER_ID })
  })
  const completed = await step("complete", () => store("POST", `/store/carts/${cart.id}/complete?${fields("order")}`))
  if (completed.type !== "order") throw new Error(`cart ${cart.id} did not become an order: ${JSON.stringify(completed).slice(0, 500)}`)
  const totalMs = PURCHASE_STEPS.reduce((sum, name) => sum + steps[name], 0)
  return { signUpMs, steps, totalMs }
}

export type PurchaseRun = { mode: string; customers: number; failures: string[]; wallSeconds: number; timings: PurchaseTiming[] }

/** `customers` purchases one after another (concurrency 1) or all at once. */
export async function purchases(context: PurchaseContext, customers: number, concurrent: boolean, firstIndex: number): Promise<PurchaseRun> {
  const started = performance.now()
  const failures: string[] = []
  const timings: PurchaseTiming[] = []
  const one = async (index: number) => {
    try {
      timings.push(await purchase(context, firstIndex + index))
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error))
    }
  }
  if (concurrent) await Promise.all(Array.from({ length: customers }, (_, i) => one(i)))
  else for (let i = 0; i < customers; i++) await one(i)
  return {
    mode: concurrent ? `${customers} concurrent` : `${customers} sequential`,
    customers,
    failures,
    wallSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    timings,
  }
}

/** p50 and p95 of each step, the sign-up, and the whole purchase (ms). */
export function purchaseSummary(run: PurchaseRun) {
  const stat = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    return { p50Ms: Number(percentile(sorted, 50).toFixed(1)), p95Ms: Number(percentile(sorted, 95).toFixed(1)) }
  }
  return [
    { step: "sign up + sign in", ...stat(run.timings.map((t) => t.signUpMs)) },
    ...PURCHASE_STEPS.map((name) => ({ step: name, ...stat(run.timings.map((t) => t.steps[name])) })),
    { step: "whole purchase", ...stat(run.timings.map((t) => t.totalMs)) },
  ]
}
