// @vitest-environment node
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { createServer as createHttpServer, type ServerResponse } from "node:http"
import { createServer as createNetServer, type AddressInfo } from "node:net"
import Redis from "ioredis"
import { INVALIDATION_CHANNEL, INVALIDATION_STREAM_PATH } from "@chaka/rules"
import { afterEach, describe, expect, it } from "vitest"
import { followInvalidations, type Feed } from "./invalidation-feed"
import { PageStore, type RenderResult } from "./page-store"

/** A kept page showing `tags`, rendered as `html`. */
const page = (html: string, tags: string[]): RenderResult => {
  const body = Buffer.from(html)
  return {
    kind: "page",
    page: { status: 200, headers: {}, scriptHashes: [], bodies: { identity: body, br: body, gzip: body }, etag: `"${html}"`, tags, storedAt: Date.now() },
  }
}

/** Two kept pages (a product's and the news'), and how often each was rendered. */
function pages(store: PageStore) {
  const renders = { product: 0, news: 0 }
  const product = () => store.serve("http://shop.test/products/prod_1", async () => (renders.product++, page("product", ["prod_1", "catalogue"])))
  const news = () => store.serve("http://shop.test/news", async () => (renders.news++, page("news", ["news"])))
  return { renders, product, news, both: async () => (await product(), await news()) }
}

async function until(condition: () => boolean, what: string, ms = 5_000) {
  const end = Date.now() + ms
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

/** A backend's invalidation stream (server-sent events) on a real port; `absent` answers 404 as a backend without a catalogue cache. */
async function backendStream(options: { absent?: boolean } = {}) {
  const connections: ServerResponse[] = []
  const server = createHttpServer((req, res) => {
    if (req.url !== INVALIDATION_STREAM_PATH || options.absent) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store" })
    res.write(": listening\n\n")
    connections.push(res)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  cleanups.push(() => {
    server.closeAllConnections()
    server.close()
  })
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections, latest: () => connections[connections.length - 1] }
}

function follow(store: PageStore, source: { redisUrl?: string; backendUrl: string }): Feed {
  const feed = followInvalidations(store, source)
  cleanups.push(() => feed.close())
  return feed
}

/** A store that also lists what it was told to forget. */
function newStore() {
  const store = Object.assign(new PageStore({ maxBytes: 1024 * 1024, freshMs: 60_000 }), { forgotten: [] as unknown[] })
  const forget = store.forget.bind(store)
  store.forget = (forgot) => (store.forgotten.push(forgot), forget(forgot))
  return store
}

/**
 * Losing the feed forgets everything, and a render begun within 250 ms of an invalidation is not
 * kept for others (page-store.ts, SETTLE_MS): a test waits this long after the feed is back.
 */
const settled = () => new Promise((resolve) => setTimeout(resolve, 300))

describe("the page cache following the backend's invalidation stream", () => {
  it("keeps pages only once it hears the backend, then forgets exactly the pages a message names", async () => {
    const backend = await backendStream()
    const store = newStore()
    const shop = pages(store)
    expect(store.active).toBe(false)
    follow(store, { backendUrl: backend.url })
    await until(() => store.active, "the stream is heard")
    await shop.both()
    await shop.both()
    expect(shop.renders).toEqual({ product: 1, news: 1 })
    backend.latest().write(`data: ${JSON.stringify({ sender: "backend-1", forgot: ["prod_1"] })}\n\n`)
    await until(() => store.forgotten.length === 1, "the message is read")
    expect(store.forgotten).toEqual([["prod_1"]])
    await shop.both()
    expect(shop.renders).toEqual({ product: 2, news: 1 })
  })

  it("reads a message split across chunks, and several in one", async () => {
    const backend = await backendStream()
    const store = newStore()
    const shop = pages(store)
    follow(store, { backendUrl: backend.url })
    await until(() => store.active, "the stream is heard")
    await shop.both()
    backend.latest().write('data: {"sender":"backend-1","forgot":["ne')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(store.forgotten).toEqual([])
    backend.latest().write('ws"]}\n\ndata: {"sender":"backend-2","forgot":["prod_9"]}\n\n')
    await until(() => store.forgotten.length === 2, "both messages are read")
    expect(store.forgotten).toEqual([["news"], ["prod_9"]])
    await shop.both()
    expect(shop.renders).toEqual({ product: 1, news: 2 })
  })

  it("forgets every page on a message it cannot read (an older backend's), rather than keep one it should not", async () => {
    const backend = await backendStream()
    const store = newStore()
    const shop = pages(store)
    follow(store, { backendUrl: backend.url })
    await until(() => store.active, "the stream is heard")
    await shop.both()
    backend.latest().write("data: prod_1\n\ndata: {not json\n\n")
    await until(() => store.forgotten.length === 2, "both messages are read")
    expect(store.forgotten).toEqual(["all", "all"])
    expect(store.active).toBe(true)
    await shop.both()
    expect(shop.renders).toEqual({ product: 2, news: 2 })
  })

  it("stops keeping pages when the stream ends, and keeps them again once it reconnects", { timeout: 15_000 }, async () => {
    const backend = await backendStream()
    const store = newStore()
    const shop = pages(store)
    follow(store, { backendUrl: backend.url })
    await until(() => store.active, "the stream is heard")
    await shop.both()
    backend.latest().end()
    await until(() => !store.active, "the lost stream stops the cache")
    // Unheard changes: every kept page is rendered again before it is served.
    await shop.news()
    expect(shop.renders.news).toBe(2)
    await until(() => backend.connections.length === 2 && store.active, "the feed reconnects", 5_000)
    await settled()
    await shop.news()
    await shop.news()
    expect(shop.renders.news).toBe(3)
    backend.latest().write(`data: ${JSON.stringify({ sender: "backend-1", forgot: ["news"] })}\n\n`)
    await until(() => store.forgotten.at(-1)?.toString() === "news", "the message is read")
    await shop.news()
    expect(shop.renders.news).toBe(4)
  })

  it("keeps no page when the backend announces no changes (its catalogue cache is off)", async () => {
    const backend = await backendStream({ absent: true })
    const store = newStore()
    const said: string[] = []
    const log = console.log
    console.log = (line: string) => void said.push(line)
    cleanups.push(() => (console.log = log))
    follow(store, { backendUrl: backend.url })
    await until(() => said.length > 0, "the feed says why")
    expect(said).toEqual(["page cache: off — the backend announces no changes (its catalogue cache is off)"])
    expect(store.active).toBe(false)
  })

  it("closes its connection when the storefront stops", async () => {
    const backend = await backendStream()
    const store = newStore()
    const feed = follow(store, { backendUrl: backend.url })
    await until(() => store.active, "the stream is heard")
    const closed = new Promise<void>((resolve) => backend.latest().on("close", () => resolve()))
    feed.close()
    await closed
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    expect(backend.connections).toHaveLength(1)
  })
})

const REDIS_SERVER = spawnSync("redis-server", ["--version"]).status === 0 ? "redis-server" : undefined
if (!REDIS_SERVER) console.warn("invalidation feed over Redis: skipped (no redis-server on this machine)")

/** A Redis of its own on a free port, started (again) by `start`. */
async function redis() {
  const port = await new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
  let child: ChildProcess | undefined
  const start = async () => {
    child = spawn(REDIS_SERVER!, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" })
    for (let tries = 0; ; tries++) {
      const client = new Redis({ port, host: "127.0.0.1", lazyConnect: true, retryStrategy: () => null })
      client.on("error", () => undefined)
      const answered = await client.connect().then(
        () => client.ping(),
        () => undefined
      )
      client.disconnect()
      if (answered === "PONG") return
      if (tries > 100) throw new Error("Redis did not start")
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const stop = async () => {
    const exited = new Promise((resolve) => child?.once("exit", resolve))
    child?.kill("SIGTERM")
    await exited
  }
  cleanups.push(() => child?.kill("SIGKILL"))
  await start()
  return { url: `redis://127.0.0.1:${port}`, port, start, stop }
}

describe.skipIf(!REDIS_SERVER)("the page cache following the backend's Redis channel", () => {
  it("forgets the pages a message names, forgets all on an unreadable one, and follows Redis through a restart", { timeout: 30_000 }, async () => {
    const server = await redis()
    const publisher = new Redis(server.url, { retryStrategy: () => 100 })
    publisher.on("error", () => undefined)
    cleanups.push(() => publisher.disconnect())
    const store = newStore()
    const shop = pages(store)
    const errors: string[] = []
    const error = console.error
    console.error = (line: string) => void errors.push(line)
    cleanups.push(() => (console.error = error))
    follow(store, { redisUrl: server.url, backendUrl: "http://127.0.0.1:9" })
    await until(() => store.active, "the channel is subscribed")
    await shop.both()

    await publisher.publish(INVALIDATION_CHANNEL, JSON.stringify({ sender: "backend-1", forgot: ["news"] }))
    await until(() => store.forgotten.length === 1, "the message is heard")
    await shop.both()
    expect(shop.renders).toEqual({ product: 1, news: 2 })

    await publisher.publish(INVALIDATION_CHANNEL, "bare-id-of-an-older-server")
    await until(() => store.forgotten.length === 2, "the message is heard")
    expect(store.forgotten).toEqual([["news"], "all"])
    await shop.both()
    expect(shop.renders).toEqual({ product: 2, news: 3 })

    await server.stop()
    await until(() => !store.active, "a lost Redis stops the cache")
    await server.start()
    await until(() => store.active, "the feed subscribes again", 10_000)
    await settled()
    await shop.both()
    await shop.both()
    expect(shop.renders).toEqual({ product: 3, news: 4 })
    const heard = store.forgotten.length
    await publisher.publish(INVALIDATION_CHANNEL, JSON.stringify({ sender: "backend-2", forgot: ["prod_1"] }))
    await until(() => store.forgotten.length === heard + 1, "the message is heard after the restart")
    await shop.both()
    expect(shop.renders).toEqual({ product: 4, news: 4 })
  })
})
