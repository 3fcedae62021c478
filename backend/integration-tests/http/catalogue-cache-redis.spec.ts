import http, { type RequestListener } from "node:http"
import type { AddressInfo } from "node:net"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { cacheTags } from "@chaka/kit"
import { withCatalogueCache } from "../../src/lib/catalogue-cache/edge"
import { invalidationPublisher, shareInvalidations } from "../../src/lib/catalogue-cache/redis-invalidation"
import { ResponseCache } from "../../src/lib/catalogue-cache/response-cache"

/**
 * Two server instances, each with its own catalogue cache in front of the same data (one
 * database), and a worker keeping none, sharing invalidations through a real Redis server.
 */
// scripts/with-test-db.ts sets TEST_REDIS_URL from REDIS_URL or a Redis answering on 127.0.0.1:6379.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL
if (!redisUrl) {
  console.warn(
    "SKIPPED catalogue-cache-redis.spec.ts: no Redis server (neither REDIS_URL nor one on 127.0.0.1:6379), so invalidations across server instances cannot be tested here."
  )
}
const describeWithRedis = redisUrl ? describe : describe.skip

describeWithRedis("catalogue cache shared through Redis", () => {
  // The one database both servers read: two products' titles.
  const db: Record<string, string> = { prod_A: "Hike Trail", prod_B: "Phoenix Roadster" }
  const medusa: RequestListener = (req, res) => {
    const id = (req.url ?? "").split("/").pop()!.split("?")[0]
    const send = (status: number, body: unknown) => {
      res.statusCode = status
      res.setHeader("Content-Type", "application/json; charset=utf-8")
      res.end(JSON.stringify(body))
    }
    if (req.method === "GET") {
      // As the product route's declaration in src/api/store/products/middlewares.ts tags it.
      cacheTags([], { products: true })(req as MedusaRequest, res as MedusaResponse, () => undefined)
      return send(200, { product: { id, title: db[id] } })
    }
    let body = ""
    req.on("data", (chunk) => (body += chunk))
    req.on("end", () => {
      db[id] = JSON.parse(body).title
      send(200, { product: { id, title: db[id] } })
    })
  }
  const servers: { base: string; cache: ResponseCache; server: http.Server; close: () => void }[] = []
  const worker = invalidationPublisher(redisUrl!)

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const cache = new ResponseCache(1024 * 1024)
      const { close } = shareInvalidations(cache, redisUrl!)
      const server = http.createServer(withCatalogueCache(medusa, cache))
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
      servers.push({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cache, server, close })
    }
    // Each cache stays off until its Redis subscription is up.
    for (const { cache } of servers) await until(() => cache.active)
  })
  afterAll(async () => {
    worker.close()
    for (const { server, close } of servers) {
      close()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  const until = async (ok: () => boolean, ms = 3000) => {
    const end = Date.now() + ms
    while (!ok() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const read = async (server: number, id: string) => {
    const response = await fetch(`${servers[server].base}/store/products/${id}`)
    return { title: ((await response.json()) as { product: { title: string } }).product.title, cache: response.headers.get("x-cache") }
  }
  /** Both servers have both products cached. */
  const warm = async () => {
    for (const server of [0, 1]) for (const id of ["prod_A", "prod_B"]) await read(server, id)
    for (const server of [0, 1]) for (const id of ["prod_A", "prod_B"]) expect((await read(server, id)).cache).toBe("HIT")
  }

  it("an admin's edit through server 1 is on server 2's next read", async () => {
    await warm()
    const edit = await fetch(`${servers[0].base}/admin/products/prod_A`, { method: "POST", body: JSON.stringify({ title: "Hike Trail Pro" }) })
    expect(edit.status).toBe(200)
    // An admin's edit forgets everything on server 1 (rare, and sure); server 2 forgets what server 1 forgot.
    await until(() => servers[1].cache.size.entries === 0)
    expect(await read(1, "prod_A")).toEqual({ title: "Hike Trail Pro", cache: "MISS" })
  })

  it("a change announced by the worker (tags only) reaches both servers, and only those tags", async () => {
    await warm()
    db.prod_B = "Phoenix Roadster Deluxe"
    await worker(["prod_B"])
    await until(() => servers.every(({ cache }) => cache.size.entries === 2))
    for (const server of [0, 1]) {
      expect(await read(server, "prod_B")).toEqual({ title: "Phoenix Roadster Deluxe", cache: "MISS" })
      expect((await read(server, "prod_A")).cache).toBe("HIT")
    }
  })
})
