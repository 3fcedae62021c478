import { expect, test } from "@playwright/test"
import Redis from "ioredis"
import pg from "pg"
import { INVALIDATION_CHANNEL, readInvalidation } from "@chaka/rules"
import { adminOn, completeCart, createProduct, prepareCart, prepareCarts, tally, unitsLeft, type Completion, type PreparedCart } from "./shop"
import {
  REDIS_URL,
  killProcess,
  missingServices,
  onOutput,
  restartBackend,
  signalProcess,
  startLayout,
  waitHealthy,
  type BackendProcess,
  type Stack,
} from "./stack"

/**
 * Crash safety of docker-compose.yml's layout (topology/stack.ts): a server, then the worker,
 * killed with SIGKILL (no shutdown hook runs: a crash, an OOM kill, a pulled plug) in the middle
 * of customers' purchases, and started again as compose's `restart: unless-stopped` does.
 */

let stack: Stack | undefined
let server1: BackendProcess
let server2: BackendProcess
let worker: BackendProcess
let skipped: string | undefined

// Not serial: the worker test runs even when the server test fails (Playwright then starts a
// fresh layout for it, after stopping the first one in afterAll).
test.describe.configure({ mode: "default" })

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(30 * 60_000)
  skipped = await missingServices()
  if (skipped) {
    console.log(`SKIPPED the topology crash test: ${skipped}`)
    return
  }
  ;({ stack, server1, server2, worker } = await startLayout())
})

// Every process (the restarted ones too), the database and the Redis database, also after a failure.
test.afterAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000)
  await stack?.stop()
})

test.beforeEach(() => {
  test.skip(Boolean(skipped), skipped ?? "")
})

const log = (line: string) => console.log(`topology crash: ${line}`)

/** One query on the layout's database (the truth behind the API: orders no route shows are counted too). */
async function sql<T extends Record<string, any>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: stack!.databaseUrl })
  await client.connect()
  try {
    return (await client.query(text, params)).rows as T[]
  } finally {
    await client.end()
  }
}

type OrderRow = { id: string; email: string; status: string; line_id: string | null; variant_id: string | null }
/** Every order of these customers (by email), whatever state its checkout was left in. */
const ordersOf = (emails: string[]) =>
  sql<OrderRow>(
    `select o.id, o.email, o.status, li.id as line_id, li.variant_id
       from "order" o
       left join order_item oi on oi.order_id = o.id and oi.version = o.version and oi.deleted_at is null
       left join order_line_item li on li.id = oi.item_id
      where o.email = any($1) and o.deleted_at is null`,
    [emails]
  )
/** cart → order, Medusa's own link (what makes a second "Place order" answer the first order). */
const cartOrders = (cartIds: string[]) =>
  sql<{ cart_id: string; order_id: string }>(`select cart_id, order_id from order_cart where cart_id = any($1) and deleted_at is null`, [cartIds])
/** The variant's reservations (one per order line) and its stock level. */
const reservations = (variantId: string) =>
  sql<{ line_item_id: string; quantity: string }>(
    `select r.line_item_id, r.quantity::text from reservation_item r
       join product_variant_inventory_item pvi on pvi.inventory_item_id = r.inventory_item_id and pvi.deleted_at is null
      where pvi.variant_id = $1 and r.deleted_at is null`,
    [variantId]
  )
const stockLevel = async (variantId: string) =>
  (
    await sql<{ stocked: number; reserved: number }>(
      `select coalesce(sum(l.stocked_quantity), 0)::int as stocked, coalesce(sum(l.reserved_quantity), 0)::int as reserved from inventory_level l
         join product_variant_inventory_item pvi on pvi.inventory_item_id = l.inventory_item_id and pvi.deleted_at is null
        where pvi.variant_id = $1 and l.deleted_at is null`,
      [variantId]
    )
  )[0]

/**
 * Completes the cart on `server` until it is answered with an order (a retry while the dead
 * process's lock on the cart lasts, up to 2 minutes, is answered 409): every answer, in order.
 */
async function completeUntilOrder(server: BackendProcess, cart: PreparedCart, deadline: number): Promise<Completion[]> {
  const answers: Completion[] = []
  while (true) {
    const answer = await completeCart(server, cart)
    answers.push(answer)
    if (answer.orderId || Date.now() > deadline) return answers
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
}

test("a server SIGKILLed while 20 customers place orders on it: no order lost or doubled, stock matches, retries are safe", async () => {
  test.setTimeout(20 * 60_000)
  const STOCK = 30
  const CUSTOMERS = 20
  const run = Date.now().toString(36)
  const admin = await adminOn(server1.url)
  const { productId, variantId } = await createProduct(admin, `Topology Crash ${run}`, STOCK)
  const carts = await prepareCarts([server2], variantId, `topology.crash.${run}`, CUSTOMERS)
  const emails = carts.map((cart) => cart.email)
  const cartIds = carts.map((cart) => cart.cartId)

  // All 20 "Place order" on server 2 at once; at the fifth order, server 2 is SIGKILLed. (Counted
  // in orders, not answers: on a loaded machine a "busy" answer came among the first five, and the
  // crash then came after four orders.)
  let answered = 0
  let killing: Promise<void> | undefined
  const first = await Promise.all(
    carts.map(async (cart) => {
      const answer = await completeCart(server2, cart)
      if (answer.orderId && ++answered === 5) killing = killProcess(server2)
      return answer
    })
  )
  await killing
  expect(killing, "server 2 was killed").toBeDefined()
  const ordered = first.filter((answer) => answer.orderId)
  const died = carts.filter((_, i) => !first[i].orderId)
  log(`first "Place order": ${tally(first)}; ${died.length} customers' requests died with server 2 (${first.find((answer) => answer.status === 0)?.error})`)
  // The crash came mid-way: some were answered with an order, some were not answered at all.
  expect(ordered.length).toBeGreaterThanOrEqual(5)
  expect(first.filter((answer) => answer.status === 0).length).toBeGreaterThan(0)

  // What the crash left behind, before anyone retries.
  const left = await ordersOf(emails)
  const linked = await cartOrders(cartIds)
  const reserved = await reservations(variantId)
  const limbo = left.filter((order) => !ordered.some((answer) => answer.orderId === order.id))
  log(
    `after the kill: ${left.length} orders of these customers (${ordered.length} answered 200, ${limbo.length} created by requests that died:` +
      ` ${limbo.filter((order) => linked.some((link) => link.order_id === order.id)).length} linked to their cart,` +
      ` ${limbo.filter((order) => reserved.some((r) => r.line_item_id === order.line_id)).length} with their unit reserved), ${reserved.length} reservations`
  )
  // Every order answered 200 exists, once.
  for (const answer of ordered) expect(left.filter((order) => order.id === answer.orderId)).toHaveLength(1)

  // Compose restarts the container: the same entrypoint (migrations, idempotent seed), environment and port.
  const killedAt = Date.now()
  server2 = restartBackend(stack!, server2)
  await waitHealthy(server2, 10 * 60_000)
  log(`server 2 restarted and healthy after ${Math.round((Date.now() - killedAt) / 1000)} s`)

  // Every customer presses "Place order" again (the storefront retries a checkout whose answer
  // never came), on the restarted server: those answered before too, to see what a second
  // completion of a completed cart answers.
  const deadline = Date.now() + 5 * 60_000
  const retries = await Promise.all(carts.map((cart) => completeUntilOrder(server2, cart, deadline)))
  const final = retries.map((answers) => answers[answers.length - 1])
  log(
    `retries: ${retries.flat().length} requests, ${tally(retries.flat())}; last answers ${tally(final)}; took ${Math.round((Date.now() - deadline + 5 * 60_000) / 1000)} s`
  )
  for (const [i, answers] of retries.entries()) {
    const other = answers.filter((answer) => answer.status !== 200 && answer.status !== 409)
    if (other.length) log(`cart ${i}: ${other.map((answer) => `${answer.status} ${answer.error}`).join("; ")}`)
  }

  // Each customer ends with exactly one order, and the retry answers it: for those answered
  // before, the same order again (Medusa finds the cart's order through its link).
  for (const [i, answer] of final.entries()) {
    expect.soft(answer.status, `${carts[i].customer}: ${answer.error}`).toBe(200)
    expect.soft(answer.type).toBe("order")
    if (first[i].orderId) expect.soft(answer.orderId, `${carts[i].customer} retried a completed cart`).toBe(first[i].orderId)
  }
  const orders = await ordersOf(emails)
  const perCustomer = emails.map((email) => orders.filter((order) => order.email === email).length)
  expect.soft(perCustomer, "orders per customer (one cart each)").toEqual(emails.map(() => 1))
  const links = await cartOrders(cartIds)
  expect
    .soft(
      cartIds.map((id) => links.filter((link) => link.cart_id === id).length),
      "orders linked per cart"
    )
    .toEqual(cartIds.map(() => 1))
  expect.soft(new Set(final.map((answer) => answer.orderId)).size).toBe(CUSTOMERS)
  for (const answer of final) expect.soft(orders.some((order) => order.id === answer.orderId)).toBe(true)

  // Stock matches the orders: one reservation per order line, the level's reserved count and
  // what shoppers see on either server.
  const units = orders.filter((order) => order.variant_id === variantId).length
  const held = await reservations(variantId)
  const level = await stockLevel(variantId)
  const unreserved = orders.filter((order) => !held.some((r) => r.line_item_id === order.line_id))
  log(
    `end: ${orders.length} orders, ${held.length} reservations, level ${JSON.stringify(level)}; orders without a reservation: ${unreserved.map((order) => order.id).join(", ") || "none"}`
  )
  expect.soft(held.map((r) => r.line_item_id).sort(), "reserved order lines").toEqual(orders.map((order) => order.line_id).sort())
  expect.soft(held.every((r) => Number(r.quantity) === 1)).toBe(true)
  expect.soft(level).toEqual({ stocked: STOCK, reserved: units })
  for (const server of [server1, server2]) expect.soft(await unitsLeft(server, productId), `units left on ${server.name}`).toBe(STOCK - units)
})

/** Medusa's Redis event bus queue (BullMQ): its jobs for order.placed of these orders, by state. */
const QUEUE = "RedisEventBusService:events-queue"
async function orderPlacedJobs(redis: Redis, orderIds: string[]) {
  const states: Record<string, string[]> = {
    active: await redis.lrange(`${QUEUE}:active`, 0, -1),
    wait: await redis.lrange(`${QUEUE}:wait`, 0, -1),
    prioritized: await redis.zrange(`${QUEUE}:prioritized`, 0, -1),
    delayed: await redis.zrange(`${QUEUE}:delayed`, 0, -1),
    failed: await redis.zrange(`${QUEUE}:failed`, 0, -1),
  }
  const jobs: { orderId: string; jobId: string; state: string }[] = []
  for (const [state, ids] of Object.entries(states)) {
    for (const jobId of ids) {
      const job = await redis.hgetall(`${QUEUE}:${jobId}`)
      if (job.name !== "order.placed") continue
      const orderId = (JSON.parse(job.data) as { data: { id: string } }).data.id
      if (orderIds.includes(orderId)) jobs.push({ orderId, jobId, state })
    }
  }
  return jobs
}

const PROCESSING = /Processing order\.placed/
const processed = (running: BackendProcess) => running.output().match(/Processing order\.placed/g)?.length ?? 0
/** Jobs not yet done in the events queue, of any event. */
const queued = async (redis: Redis) =>
  (await redis.llen(`${QUEUE}:wait`)) +
  (await redis.zcard(`${QUEUE}:prioritized`)) +
  (await redis.llen(`${QUEUE}:active`)) +
  (await redis.zcard(`${QUEUE}:delayed`))

test("the worker SIGKILLed mid-event: the order.placed events are handled after its restart", async () => {
  test.setTimeout(15 * 60_000)
  const redis = stack!.redis
  const appendonly = (await redis.config("GET", "appendonly")) as string[]
  log(`the layout's Redis: appendonly ${appendonly[1]} (compose runs it with --appendonly yes)`)

  // What the worker's order.placed subscriber does: tell the servers, over Redis, to forget the
  // cached pages of the products the order bought. One product per order tells them apart.
  const messages: { at: number; forgot: string[] | "all" }[] = []
  const listener = new Redis(REDIS_URL)
  listener.on("message", (_channel: string, message: string) => messages.push({ at: Date.now(), forgot: readInvalidation(message).forgot }))
  await listener.subscribe(INVALIDATION_CHANNEL)
  try {
    const run = Date.now().toString(36)
    const admin = await adminOn(server1.url)
    const products: { productId: string; variantId: string }[] = []
    for (let i = 0; i < 4; i++) products.push(await createProduct(admin, `Topology Worker Crash ${run} ${i}`, 5))
    // The worker has caught up: every event so far (the new products', earlier orders') is done.
    await expect.poll(() => queued(redis), { timeout: 120_000, intervals: [500] }).toBe(0)
    const carts = await Promise.all(products.map(({ variantId }, i) => prepareCart(server1, variantId, `topology.worker-crash.${run}.${i}`, i)))

    // Two orders on server 1; the moment the worker starts handling the first order.placed
    // (Medusa logs "Processing order.placed" before it calls the subscribers), it is SIGKILLed.
    const worker1 = worker
    const before = processed(worker1)
    onOutput(worker1, PROCESSING, () => signalProcess(worker1, "SIGKILL"))
    const placedFirst = await Promise.all(carts.slice(0, 2).map((cart) => completeCart(server1, cart)))
    expect(placedFirst.map((answer) => answer.status)).toEqual([200, 200])
    await Promise.race([worker1.exited, new Promise((_, reject) => setTimeout(() => reject(new Error("the worker never handled order.placed")), 120_000))])
    const orderIds = placedFirst.map((answer) => answer.orderId!)
    const killedMidEvent = await orderPlacedJobs(redis, orderIds)
    log(
      `worker killed (${worker1.child.signalCode}) after ${processed(worker1) - before} "Processing order.placed"; their jobs: ${JSON.stringify(killedMidEvent)}`
    )
    // Killed mid-event: the job it had taken is still active (locked by a dead worker), not done.
    expect(killedMidEvent.filter((job) => job.state === "active").length, "an order.placed job taken by the killed worker").toBeGreaterThanOrEqual(1)

    // Two more orders while no worker runs: the servers queue their events in Redis.
    const placedWhileDown = await Promise.all(carts.slice(2).map((cart) => completeCart(server1, cart)))
    expect(placedWhileDown.map((answer) => answer.status)).toEqual([200, 200])
    orderIds.push(...placedWhileDown.map((answer) => answer.orderId!))
    await expect.poll(async () => (await orderPlacedJobs(redis, orderIds.slice(2))).length, { timeout: 30_000 }).toBe(2)
    const pending = await orderPlacedJobs(redis, orderIds)
    log(`while the worker is down: ${JSON.stringify(pending)}`)
    expect(pending.filter((job) => job.state === "failed")).toEqual([])
    for (const server of [server1, server2]) expect(server.output()).not.toMatch(PROCESSING)

    // Compose restarts the worker. BullMQ gives the dead worker's job back once its lock has
    // lapsed (30 s, the next stalled-job check), the queued ones straight away.
    const restartedAt = Date.now()
    worker = restartBackend(stack!, worker1)
    await waitHealthy(worker, 10 * 60_000)
    log(`worker restarted and healthy after ${Math.round((Date.now() - restartedAt) / 1000)} s`)
    await expect.poll(async () => (await orderPlacedJobs(redis, orderIds)).length, { timeout: 180_000, intervals: [1000] }).toBe(0)
    log(`every order.placed job done ${Math.round((Date.now() - restartedAt) / 1000)} s after the restart`)
    // Done, not failed: the restarted worker handled each one and its subscriber ran...
    expect(processed(worker)).toBeGreaterThanOrEqual(pending.length)
    const pendingOrders = new Set(pending.map((job) => job.orderId))
    for (const [i, orderId] of orderIds.entries()) {
      if (!pendingOrders.has(orderId)) continue
      const { productId } = products[i]
      expect(
        messages.some((m) => m.at >= restartedAt && m.forgot !== "all" && m.forgot.includes(productId)),
        `the servers were told about ${orderId} after the restart`
      ).toBe(true)
    }
    // ...in the worker only.
    for (const server of [server1, server2]) expect(server.output()).not.toMatch(PROCESSING)
  } finally {
    await listener.quit().catch(() => listener.disconnect())
  }
})
