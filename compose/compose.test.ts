import assert from "node:assert/strict"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { after, before, describe, test } from "node:test"
import { configureEngine, missingEngine, sleep, startHealthLoop, startService, type Engine } from "./engine"
import { buildProjectImages, ensureBaseImage, ensureStandIns } from "./images"
import { isPicture, uploadPicture } from "../e2e/store-api"
import { adminOn, customerOrders, page, productInStock, signUpAndOrder } from "./shop"
import { leftovers, LONG_RUNNING, ONE_SHOT, PROJECT, prepareStack, type Stack } from "./stack"

/**
 * `npm run test:compose`: docker-compose.yml brought up as an operator does, under a real
 * container engine (podman, through docker-compose 1.29), and used over HTTP on its published
 * ports as a customer and an admin would. Run with `tsx compose/compose.test.ts`. Without
 * podman and its tools it says SKIPPED and why, and passes.
 */

const log = (line: string) => console.log(`compose: ${line}`)
const skipped = missingEngine()
if (skipped) {
  console.log(`SKIPPED: ${skipped}`)
  process.exit(0)
}

const timings: Record<string, number> = {}
async function timed<T>(name: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now()
  try {
    return await step()
  } finally {
    timings[name] = Math.round((Date.now() - started) / 1000)
    log(`${name}: ${timings[name]} s`)
  }
}

const workDir = mkdtempSync(join(tmpdir(), "chaka-compose-"))
let engine: Engine | undefined
let health: ReturnType<typeof startHealthLoop> | undefined
let stack: Stack | undefined
let stackUp = false

/** Always: the stack down with its volumes, then the health loop and the API service. */
async function cleanUp() {
  if (stack && stackUp) {
    stackUp = false
    await stack.saveLogs()
    await stack.down()
  }
  await health?.stop()
  await engine?.stop()
  rmSync(workDir, { recursive: true, force: true })
}

// Ctrl-C or CI's SIGTERM mid-run: never leave half a stack behind. The signal may come twice
// (to the process group, and relayed by tsx): the second must not cut the first's clean-up short.
let signalled = false
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (signalled) return
    signalled = true
    log(`${signal}: taking the stack down`)
    if (stack && stackUp) stack.downSync()
    engine?.stopSync()
    rmSync(workDir, { recursive: true, force: true })
    process.exit(1)
  })
}

const started = Date.now()

describe("docker compose up", { timeout: 60 * 60_000 }, () => {
  before(
    async () => {
      configureEngine()
      engine = await timed("engine", () => startService())
      await timed("base image", () => ensureBaseImage(log))
      await timed("stand-in images", () => ensureStandIns(log))
      await timed("project images", () => buildProjectImages(log))
      stack = await prepareStack(workDir)
      // A stack a killed run left behind would hold the names and ports.
      await stack.down()
      health = startHealthLoop(PROJECT)
      stackUp = true
      try {
        // `up` returns once compose has started everything, each after what it depends on is healthy.
        await timed("up", () => stack!.compose(["up", "-d", "--no-build"], { log }))
        await timed("healthy", () => stack!.waitHealthy(LONG_RUNNING, 10 * 60_000))
      } catch (error) {
        await stack!.saveLogs(40)
        throw error
      }
      log(`docker-compose ps:\n${(await stack!.compose(["ps"])).stdout}`)
    },
    { timeout: 50 * 60_000 }
  )

  after(
    async () => {
      await cleanUp()
      log(`timings (s): ${JSON.stringify(timings)}, total ${Math.round((Date.now() - started) / 1000)} s`)
    },
    { timeout: 5 * 60_000 }
  )

  test("every long-running service is healthy and the bucket job succeeded", async () => {
    const states = await stack!.states()
    for (const service of LONG_RUNNING) {
      assert.deepEqual(
        states.filter((s) => s.service === service).map(({ state, health }) => ({ service, state, health })),
        [{ service, state: "running", health: "healthy" }]
      )
    }
    for (const service of ONE_SHOT) {
      assert.deepEqual(
        states.filter((s) => s.service === service).map(({ state, exitCode }) => ({ service, state, exitCode })),
        [{ service, state: "exited", exitCode: 0 }]
      )
    }
  })

  test("the backend migrated its database as node, over a connection without SSL (DATABASE_SSL=disable)", async () => {
    const user = await stack!.compose(["exec", "-T", "backend", "id", "-un"])
    assert.equal(user.stdout.trim(), "node")
    const logs = await stack!.logs("backend")
    assert.match(logs, /docker-entrypoint: medusa db:migrate/)
    assert.doesNotMatch(logs, /EACCES|permission denied/i)
    assert.doesNotMatch(logs, /does not support SSL|Could not connect to the database/i)
    // Migrated once, seeded, and serving: the restart loop of the issue would show more than one.
    assert.equal(logs.match(/docker-entrypoint: medusa db:migrate/g)?.length, 1)
  })

  let product: Awaited<ReturnType<typeof productInStock>>

  test("the storefront serves a product page with its taka price on its published port", async () => {
    product = await productInStock(stack!.storefrontUrl)
    const { status, html } = await page(stack!.storefrontUrl, `/products/${product.id}`)
    assert.equal(status, 200)
    assert.ok(html.includes(product.title), `the page names ${product.title}`)
    assert.match(html, /৳\s?[\d,]+/)
  })

  let order: Awaited<ReturnType<typeof signUpAndOrder>>

  test("a new customer signs up and places a cash-on-delivery order through the storefront's origin", async () => {
    order = await signUpAndOrder(stack!.storefrontUrl, product.variantId, `compose.${Date.now().toString(36)}@example.com`)
    assert.match(order.orderId, /^order_/)
    assert.deepEqual(await customerOrders(stack!.storefrontUrl, order.headers), [order.orderId])
  })

  test("the worker, not the server, handled order.placed", async () => {
    const processing = /Processing order\.placed (?:\(priority: \d+\) )?which has (\d+) subscribers/
    const deadline = Date.now() + 60_000
    while (!processing.test(await stack!.logs("worker"))) {
      assert.ok(Date.now() < deadline, "the worker's log shows no order.placed within 60 s")
      await sleep(1000)
    }
    assert.doesNotMatch(await stack!.logs("backend"), /Processing order\.placed/)
  })

  test("an admin's edit on the backend is on the storefront's product page", async () => {
    const admin = await adminOn(stack!.backendUrl)
    const title = `${product.title} Compose${Date.now().toString(36)}`
    await admin("POST", `/admin/products/${product.id}`, { title })
    // The backend announces the change on Redis; the storefront forgets its cached page.
    const deadline = Date.now() + 30_000
    for (;;) {
      const { status, html } = await page(stack!.storefrontUrl, `/products/${product.id}`)
      if (status === 200 && html.includes(title)) break
      assert.ok(Date.now() < deadline, `the product page does not show "${title}" within 30 s`)
      await sleep(500)
    }
  })

  test("a picture uploaded to the backend lands in the S3 service and is served from its public URL", async () => {
    const admin = await adminOn(stack!.backendUrl)
    const { url } = await uploadPicture(stack!.backendUrl, admin.token)
    const publicBase = `${stack!.s3Url}/${stack!.bucket}/`
    assert.ok(url.startsWith(publicBase), `${url} is under MINIO_PUBLIC_URL`)
    const key = decodeURIComponent(url.slice(publicBase.length))
    // In the bucket (ListObjectsV2 without keys: the bucket is public)...
    const listing = await (await fetch(`${stack!.s3Url}/${stack!.bucket}?list-type=2`)).text()
    assert.ok(listing.includes(`<Key>${key}</Key>`), `the bucket lists ${key}`)
    // ...and served to a browser, without keys, as the picture it is.
    const served = await fetch(url)
    assert.equal(served.status, 200)
    assert.match(served.headers.get("content-type") ?? "", /^image\//)
    const bytes = Buffer.from(await served.arrayBuffer())
    assert.ok(isPicture(bytes), "the served bytes are a picture")
  })

  test("`docker compose restart backend` loses no order", async () => {
    const admin = await adminOn(stack!.backendUrl)
    const before = (await admin("GET", "/admin/orders?fields=id&limit=100")).orders.map((o: { id: string }) => o.id).sort()
    assert.ok(before.includes(order.orderId))
    await stack!.compose(["restart", "backend"], { log })
    // Healthy again: /ready answers through the published port once it has booted.
    const deadline = Date.now() + 5 * 60_000
    while (
      !(await fetch(`${stack!.backendUrl}/ready`).then(
        (r) => r.ok,
        () => false
      ))
    ) {
      assert.ok(Date.now() < deadline, "the backend is not ready 5 minutes after its restart")
      await sleep(2000)
    }
    await stack!.waitHealthy(["backend"], 60_000)
    const after = (await (await adminOn(stack!.backendUrl))("GET", "/admin/orders?fields=id&limit=100")).orders.map((o: { id: string }) => o.id).sort()
    assert.deepEqual(after, before)
    assert.deepEqual(await customerOrders(stack!.storefrontUrl, order.headers), [order.orderId])
  })

  test("`docker compose down -v` leaves no container and no volume of the project", async () => {
    await stack!.saveLogs()
    stackUp = false
    await stack!.down()
    assert.deepEqual(await leftovers(), { containers: [], volumes: [] })
  })
})
