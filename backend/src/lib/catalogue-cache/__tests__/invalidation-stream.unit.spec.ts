import http from "node:http"
import type { AddressInfo } from "node:net"
import { INVALIDATION_STREAM_PATH, readInvalidation } from "@chaka/rules"
import { shopEdge } from "../install"

/** The storefronts' stream of what the catalogue cache forgets (their page caches follow it without Redis). */
describe("the invalidation stream", () => {
  const medusa: http.RequestListener = (_req, res) => void res.writeHead(404).end()
  let server: http.Server
  let base: string
  let edge: ReturnType<typeof shopEdge>

  beforeEach(async () => {
    edge = shopEdge(medusa, { maxMb: 1 })
    server = http.createServer(edge.listener)
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterEach(async () => {
    edge.endStreams()
    await new Promise((resolve) => server.close(resolve))
  })

  /** Reads the stream until `count` events arrived. */
  async function events(response: Response, count: number): Promise<string[][]> {
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let text = ""
    const found = () => [...text.matchAll(/^data: (.*)$/gm)].map(([, data]) => readInvalidation(data).forgot as string[])
    while (found().length < count) {
      const { value, done } = await reader.read()
      if (done) break
      text += decoder.decode(value)
    }
    await reader.cancel()
    return found()
  }

  it("tells every listener what this server forgot, and what another server announced", async () => {
    const listening = await fetch(base + INVALIDATION_STREAM_PATH)
    expect(listening.headers.get("content-type")).toBe("text/event-stream")
    const ready = events(listening, 2)
    await new Promise((resolve) => setTimeout(resolve, 50))
    edge.cache!.invalidate(["prod_1", "catalogue"])
    edge.cache!.invalidateFromPeer(["news"])
    expect(await ready).toEqual([["prod_1", "catalogue"], ["news"]])
  })

  it("is the shop's own servers' alone: a request a proxy forwarded from outside does not find it", async () => {
    for (const headers of [{ "x-forwarded-for": "203.0.113.9" }, { forwarded: "for=203.0.113.9" }] as Record<string, string>[]) {
      const response = await fetch(base + INVALIDATION_STREAM_PATH, { headers })
      expect(response.status).toBe(404)
      expect(response.headers.get("content-type")).not.toBe("text/event-stream")
    }
  })

  it("answers only GET, and none when the catalogue cache is off", async () => {
    expect((await fetch(base + INVALIDATION_STREAM_PATH, { method: "POST" })).status).toBe(405)
    const off = shopEdge(medusa, { maxMb: 0 })
    const bare = http.createServer(off.listener)
    await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve))
    const status = (await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}${INVALIDATION_STREAM_PATH}`)).status
    await new Promise((resolve) => bare.close(resolve))
    expect(status).toBe(404)
  })
})
