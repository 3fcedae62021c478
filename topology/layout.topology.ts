import { expect, test } from "@playwright/test"
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { backendCall, isPicture, registerCustomer, shopConfig, uploadPicture } from "../e2e/store-api"
import { placeDemoOrder } from "../e2e/store-order"
import { adminOn, completeCart, createProduct, prepareCarts, tally, unitsLeft } from "./shop"
import { missingServices, startLayout, type BackendProcess, type Stack } from "./stack"

/**
 * docker-compose.yml's layout without Docker: two `backend` processes (MEDUSA_WORKER_MODE=server)
 * and one `worker`, on PostgreSQL, Redis and S3, each with the environment the compose file
 * gives it (topology/stack.ts). What the operator guide promises of it, shown end to end.
 */

type Json = Record<string, any>
let stack: Stack | undefined
let server1: BackendProcess
let server2: BackendProcess
let worker: BackendProcess
let skipped: string | undefined

test.describe.configure({ mode: "serial" })

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(30 * 60_000)
  skipped = await missingServices()
  if (skipped) {
    console.log(`SKIPPED the topology test: ${skipped}`)
    return
  }
  ;({ stack, server1, server2, worker } = await startLayout())
})

test.afterAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000)
  await stack?.stop()
})

test.beforeEach(() => {
  test.skip(Boolean(skipped), skipped ?? "")
})

async function catalogue(server: BackendProcess, q: string) {
  const { publishable_key } = await shopConfig(server.url)
  return backendCall(server.url, "GET", `/store/catalogue/products?q=${encodeURIComponent(q)}&limit=24`, undefined, {
    "x-publishable-api-key": publishable_key,
  }) as Promise<{
    products: { id: string; title: string }[]
    count: number
  }>
}

test("an admin's edit through server 1 is on server 2's next catalogue read", async () => {
  const admin = await adminOn(server1.url)
  const [product] = (await admin("GET", "/admin/products?limit=1&order=title&fields=id,title")).products
  // Server 2 reads (and caches) the listing that shows the product.
  const before = await catalogue(server2, product.title)
  expect(before.products.map((p) => p.id)).toContain(product.id)

  const title = `${product.title} Topology${Date.now().toString(36)}`
  const edited = Date.now()
  await admin("POST", `/admin/products/${product.id}`, { title })
  // The worker writes the catalogue index on product.updated, then every server forgets its
  // cached answers through Redis: server 2's reads show the new title within moments.
  let reads = 0
  await expect
    .poll(
      async () => {
        reads++
        return (await catalogue(server2, product.title)).products.find((p) => p.id === product.id)?.title
      },
      { timeout: 30_000, intervals: [100, 200, 250, 500] }
    )
    .toBe(title)
  console.log(`topology: server 2 showed the edit after ${reads} read(s), ${Date.now() - edited} ms after the admin's request`)
  const search = await catalogue(server2, title.split(" ").pop()!)
  expect(search.products.map((p) => p.title)).toEqual([title])
})

let uploadedUrl = ""

test("a picture uploaded through server 1 is stored in the S3 bucket and served from its URL", async () => {
  const admin = await adminOn(server1.url)
  const file = await uploadPicture(server1.url, admin.token)
  uploadedUrl = file.url
  // At the bucket's public address (S3_FILE_URL), not on the backend.
  expect(file.url.startsWith(`${stack!.s3Url}/${stack!.bucket}/`)).toBe(true)
  const key = decodeURIComponent(file.url.slice(`${stack!.s3Url}/${stack!.bucket}/`.length))

  // In the bucket (S3's ListObjectsV2, unsigned: the bucket is public)...
  const listing = await (await fetch(`${stack!.s3Url}/${stack!.bucket}?list-type=2`)).text()
  expect(listing).toContain(`<Key>${key}</Key>`)
  expect(readdirSync(join(stack!.s3Dir, stack!.bucket), { recursive: true }).length).toBeGreaterThan(0)

  // ...and served to a browser (no keys) as the picture it is.
  const served = await fetch(file.url)
  expect(served.status).toBe(200)
  expect(served.headers.get("content-type")).toMatch(/^image\//)
  const bytes = Buffer.from(await served.arrayBuffer())
  expect(isPicture(bytes)).toBe(true)
})

test("an order placed through server 2 is processed by the worker, not the servers", async () => {
  const processing = /Processing order\.placed (?:\(priority: \d+\) )?which has (\d+) subscribers/
  const orderId = await placeDemoOrder(server2.url)
  expect(orderId).toMatch(/^order_/)
  // Medusa's Redis event bus logs each event it hands to its subscribers, in the process that
  // consumes the queue: the worker. The servers only put events on the queue.
  await expect.poll(() => processing.exec(worker.output())?.[1], { timeout: 60_000 }).toBeDefined()
  // The shop's catalogue subscriber (src/subscribers/catalogue-cache.ts) is one of them.
  expect(Number(processing.exec(worker.output())![1])).toBeGreaterThanOrEqual(1)
  for (const server of [server1, server2]) expect(server.output()).not.toMatch(/Processing order\.placed/)
  for (const server of [server1, server2]) expect(server.output()).not.toMatch(/Processing product\.updated/)
  expect(worker.output()).toMatch(/Processing product\.updated/)
  // And the order is there for the admin on the other server.
  const admin = await adminOn(server1.url)
  expect((await admin("GET", `/admin/orders/${orderId}?fields=id`)).order.id).toBe(orderId)
  // The worker's subscriber told the customer (by email; with no SMTP_URL, into its outbox),
  // and the order's notifications say so on either server.
  const sent = async () =>
    ((await admin("GET", `/admin/orders/${orderId}/notifications`)).notifications as { kind: string; channel: string; status: string }[]).map(
      (row) => `${row.kind} ${row.channel} ${row.status}`
    )
  await expect.poll(sent, { timeout: 60_000 }).toContain("order-placed email success")
})

test("the sign-in limit holds across the two servers", async () => {
  const email = `topology.throttle.${Date.now()}@example.com`
  await registerCustomer(server1.url, { email, password: "right-password-2026", first_name: "Karim", last_name: "Hossain" })
  const attempt = async (server: BackendProcess, password: string) =>
    (
      await fetch(`${server.url}/auth/customer/emailpass`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      })
    ).status
  const statuses: number[] = []
  // Five wrong passwords, alternating servers: 3 on server 1, 2 on server 2.
  for (let i = 0; i < 5; i++) statuses.push(await attempt(i % 2 ? server2 : server1, `wrong-${i}`))
  expect(statuses).toEqual([401, 401, 401, 401, 401])
  // The sixth, on server 2 (which saw only two), is refused, even with the right password.
  expect(await attempt(server2, "wrong-6")).toBe(429)
  expect(await attempt(server2, "right-password-2026")).toBe(429)
  expect(await attempt(server1, "right-password-2026")).toBe(429)
})

test("30 concurrent checkouts over both servers for 10 units: exactly 10 orders", async () => {
  test.setTimeout(15 * 60_000)
  const admin = await adminOn(server1.url)
  const { productId, variantId } = await createProduct(admin, `Topology Last Ten ${Date.now().toString(36)}`, 10, uploadedUrl)

  const servers = [server1, server2]
  // 30 customers, registered first, each with a cart ready to complete (on alternating servers).
  const carts = await prepareCarts(servers, variantId, `topology.rush.${Date.now().toString(36)}`, 30)

  // All 30 "Place order" at once, 15 on each server.
  const results = await Promise.all(carts.map((cart) => completeCart(cart.server, cart)))
  const orders = results.filter((result) => result.orderId).map((result) => result.orderId!)
  console.log(`topology: completions answered ${tally(results)}`)
  expect(new Set(orders).size).toBe(10)
  expect(orders.length).toBe(10)

  // The database agrees: 10 orders hold the variant, and no unit is left.
  const { orders: stored } = await admin("GET", `/admin/orders?limit=100&fields=id,*items`)
  const withVariant = (stored as Json[]).filter((order) => (order.items ?? []).some((item: Json) => item.variant_id === variantId))
  expect(withVariant.map((order) => order.id).sort()).toEqual([...orders].sort())
  // No unit left for the next shopper, as the store API tells either server.
  for (const server of servers) expect(await unitsLeft(server, productId)).toBe(0)
})
