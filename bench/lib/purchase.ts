import { shopConfig } from "../../e2e/store-api"
import { PURCHASE_FIELDS } from "../../storefront/src/features/session/api/purchase-fields"
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

/**
 * How "Place order" is sent: the six calls the storefront made before issue 36 (address, shipping
 * options, Home delivery, payment collection, payment session, complete), or the one it makes now
 * (POST /store/carts/:id/place-order).
 */
export type Checkout = "6 trips" | "1 trip" | "1 trip + code"

/** The steps of one purchase, in order, as the storefront's checkout makes them. */
export const PURCHASE_STEPS = ["cart", "add 2 items", "address", "shipping", "cash on delivery", "complete"] as const
export const ONE_TRIP_STEPS = ["cart", "add 2 items", "place order"] as const
/** The one-trip checkout with a promotion code applied to the cart first (issue 52). */
export const CODE_STEPS = ["cart", "add 2 items", "apply code", "place order"] as const
const STEPS: Record<Checkout, readonly PurchaseStep[]> = { "6 trips": PURCHASE_STEPS, "1 trip": ONE_TRIP_STEPS, "1 trip + code": CODE_STEPS }
export type PurchaseStep = (typeof PURCHASE_STEPS)[number] | (typeof CODE_STEPS)[number]

/** startedAt/endedAt: the purchase itself (after signing up), on performance.now()'s clock. */
export type PurchaseTiming = { signUpMs: number; steps: Partial<Record<PurchaseStep, number>>; totalMs: number; startedAt: number; endedAt: number }

export type PurchaseContext = {
  backend: string
  publishableKey: string
  regionId: string
  variants: string[]
  runId: string
  /** The code the "1 trip + code" checkout applies (a live promotion's). */
  promoCode?: string
}

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

/** A registered, signed-in customer's headers, and how long signing up and in took. */
export type Account = { headers: Record<string, string>; signUpMs: number }

/** Customer `index` registers (emailpass register, POST /store/customers) and signs in. */
export async function signUp(context: PurchaseContext, index: number): Promise<Account> {
  const { backend, publishableKey } = context
  const email = `bench-${context.runId}-${index}@example.com`
  const password = "bench-password-2026"
  const key = { "x-publishable-api-key": publishableKey }
  const started = performance.now()
  const { token: registration } = await backendCall(backend, "POST", "/auth/customer/emailpass/register", { email, password })
  await backendCall(
    backend,
    "POST",
    "/store/customers",
    { email, first_name: "Bench", last_name: `Customer ${index}` },
    { ...key, authorization: `Bearer ${registration}` }
  )
  const { token } = await backendCall(backend, "POST", "/auth/customer/emailpass", { email, password })
  return { headers: { ...key, authorization: `Bearer ${token}` }, signUpMs: performance.now() - started }
}

/**
 * Customer `index` registers (emailpass register, POST /store/customers, sign in), then buys two
 * products with cash on delivery: cart → 2 line items → address → Home delivery → cash on
 * delivery payment session → complete. Each step's milliseconds.
 */
export async function purchase(context: PurchaseContext, index: number, checkout: Checkout = "6 trips", account?: Account): Promise<PurchaseTiming> {
  const { backend, regionId, variants } = context
  const { headers, signUpMs } = account ?? (await signUp(context, index))
  const store = (method: string, path: string, body?: Json) => backendCall(backend, method, path, body, headers)
  let started = performance.now()

  const steps: Partial<Record<PurchaseStep, number>> = {}
  const startedAt = performance.now()
  const step = async <T>(name: PurchaseStep, action: () => Promise<T>): Promise<T> => {
    started = performance.now()
    const result = await action()
    steps[name] = performance.now() - started
    return result
  }

  // The fields each call asks back are the storefront's own (storefront/src/features/session/api/purchase-fields.ts).
  const fields = (name: keyof typeof PURCHASE_FIELDS) => `fields=${encodeURIComponent(PURCHASE_FIELDS[name])}`
  const { cart } = await step("cart", () => store("POST", `/store/carts?${fields("newCart")}`, { region_id: regionId }))
  await step("add 2 items", async () => {
    for (const offset of [0, 1]) {
      const variant = variants[(2 * index + offset) % variants.length]
      await store("POST", `/store/carts/${cart.id}/line-items`, { variant_id: variant, quantity: 1 })
    }
  })
  if (checkout === "1 trip + code") {
    const { cart: discounted } = await step("apply code", () =>
      store("POST", `/store/carts/${cart.id}/promotions?fields=id,discount_total`, { promo_codes: [context.promoCode] })
    )
    if (!(Number(discounted?.discount_total) > 0)) throw new Error(`the code ${context.promoCode} took nothing off cart ${cart.id}`)
  }
  if (checkout !== "6 trips") {
    const { order } = await step("place order", () =>
      store("POST", `/store/carts/${cart.id}/place-order?${fields("order")}`, { shipping_address: DEMO_ADDRESS })
    )
    if (!order?.id) throw new Error(`cart ${cart.id} did not become an order`)
    return timing(signUpMs, steps, startedAt)
  }
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
  return timing(signUpMs, steps, startedAt)
}

const timing = (signUpMs: number, steps: Partial<Record<PurchaseStep, number>>, startedAt: number): PurchaseTiming => ({
  signUpMs,
  steps,
  totalMs: Object.values(steps).reduce((sum, ms) => sum + ms, 0),
  startedAt,
  endedAt: performance.now(),
})

export type PurchaseRun = {
  mode: string
  checkout: Checkout
  customers: number
  failures: string[]
  wallSeconds: number
  timings: PurchaseTiming[]
  /** The backend process's CPU time while the customers bought (after signing up), when it could be read. */
  backendCpuMs?: number
}

/** `customers` purchases one after another (concurrency 1) or all at once. */
export async function purchases(
  context: PurchaseContext,
  customers: number,
  concurrent: boolean,
  firstIndex: number,
  checkout: Checkout = "6 trips",
  /** The backend's CPU time so far (ms): with it, the run says how much its purchases took. */
  backendCpu?: () => number | undefined
): Promise<PurchaseRun> {
  const started = performance.now()
  let cpuBefore: number | undefined
  const failures: string[] = []
  const timings: PurchaseTiming[] = []
  const one = async (index: number, account?: Account) => {
    try {
      timings.push(await purchase(context, firstIndex + index, checkout, account))
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error))
    }
  }
  if (concurrent) {
    // Everyone signs up first (password hashing is the backend's heaviest work), then buys at once:
    // the purchases compete with each other, not with sign-ups.
    const accounts = await Promise.all(Array.from({ length: customers }, (_, i) => signUp(context, firstIndex + i)))
    cpuBefore = backendCpu?.()
    await Promise.all(accounts.map((account, i) => one(i, account)))
  } else for (let i = 0; i < customers; i++) await one(i)
  const cpuAfter = backendCpu?.()
  return {
    mode: `${concurrent ? `${customers} concurrent` : `${customers} sequential`}${checkout === "6 trips" ? "" : `, ${checkout}`}`,
    checkout,
    customers,
    failures,
    wallSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    timings,
    backendCpuMs: cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined,
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
    ...STEPS[run.checkout].map((name) => ({ step: name, ...stat(run.timings.map((t) => t.steps[name] ?? 0)) })),
    { step: "whole purchase", ...stat(run.timings.map((t) => t.totalMs)) },
  ]
}

/** Whole purchases a second: completed purchases over the span from the first one's start to the last one's end (sign-ups left out). */
export function purchasesPerSecond(run: PurchaseRun): number {
  if (!run.timings.length) return 0
  const span = Math.max(...run.timings.map((t) => t.endedAt)) - Math.min(...run.timings.map((t) => t.startedAt))
  return Number((run.timings.length / (span / 1000)).toFixed(2))
}

/**
 * Issue 36's comparison: `customers` buying at once with the six-trip checkout, then with the
 * one-trip one, on the same shop in the same run. Whole purchase = new cart, 2 lines, checkout.
 */
export async function checkoutComparison(context: PurchaseContext, customers: number, firstIndex: number, backendCpu?: () => number | undefined) {
  const runs: PurchaseRun[] = []
  for (const [n, checkout] of (["6 trips", "1 trip"] as const).entries())
    runs.push(await purchases(context, customers, true, firstIndex + n * customers, checkout, backendCpu))
  return runs.map((run) => checkoutRow(run))
}

/** One row of a checkout comparison: the rate, the p95s and the backend's CPU per purchase. */
export function checkoutRow(run: PurchaseRun) {
  const wholeP95 = purchaseSummary(run).find((row) => row.step === "whole purchase")!.p95Ms
  // The checkout alone: every step after the lines are in the cart.
  const checkoutMs = run.timings.map((t) => t.totalMs - (t.steps.cart ?? 0) - (t.steps["add 2 items"] ?? 0)).sort((a, b) => a - b)
  return {
    checkout: run.checkout,
    customers: run.customers,
    completed: run.timings.length,
    failed: run.failures.length,
    "purchases/s": purchasesPerSecond(run),
    "whole p95 ms": wholeP95,
    "checkout p95 ms": checkoutMs.length ? Number(percentile(checkoutMs, 95).toFixed(1)) : null,
    // Why the rate is what it is: the backend is one Node process (one core at most).
    "backend CPU ms/purchase": run.backendCpuMs !== undefined && run.timings.length ? Math.round(run.backendCpuMs / run.timings.length) : null,
    failures: run.failures.slice(0, 3),
  }
}
