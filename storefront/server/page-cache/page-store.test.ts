// @vitest-environment node
import { describe, expect, it } from "vitest"
import { PageStore, type RenderResult, type StoredPage } from "./page-store"

const page = (html: string, tags: string[]): RenderResult => {
  const body = Buffer.from(html)
  const stored: StoredPage = {
    status: 200,
    headers: {},
    scriptHashes: [],
    bodies: { identity: body, br: body, gzip: body },
    etag: `"${html}"`,
    tags,
    storedAt: Date.now(),
  }
  return { kind: "page", page: stored }
}
const failed = (): RenderResult => ({ kind: "failed", response: { status: 200, headers: {}, scriptHashes: [], body: Buffer.from("error state") } })
const notFound = (): RenderResult => ({ kind: "other", response: { status: 404, headers: {}, scriptHashes: [], body: Buffer.from("no such page") } })
const html = (served: Awaited<ReturnType<PageStore["serve"]>>) =>
  served.result.kind === "page" ? served.result.page.bodies.identity.toString() : served.result.response.body.toString()

function store(options: Partial<ConstructorParameters<typeof PageStore>[0]> = {}) {
  const pages = new PageStore({ maxBytes: 1024 * 1024, freshMs: 60_000, ...options })
  pages.setActive(true)
  return pages
}

/** A render that waits until released, counting how often it ran. */
function gate(result: () => RenderResult) {
  let release!: () => void
  const opened = new Promise<void>((resolve) => (release = resolve))
  const counter = { runs: 0 }
  const render = async () => {
    counter.runs++
    await opened
    return result()
  }
  return { render, release, counter }
}

describe("PageStore", () => {
  it("renders a page once for 50 visitors asking at the same moment, then serves it kept", async () => {
    const pages = store()
    const { render, release, counter } = gate(() => page("home v1", ["catalogue"]))
    const asked = Array.from({ length: 50 }, () => pages.serve("http://shop/", render))
    release()
    const served = await Promise.all(asked)
    expect(counter.runs).toBe(1)
    expect(new Set(served.map(html))).toEqual(new Set(["home v1"]))
    const again = await pages.serve("http://shop/", render)
    expect(again.state).toBe("HIT")
    expect(counter.runs).toBe(1)
  })

  it("renders a page again once a tag it carries is forgotten, and leaves the others kept", async () => {
    const pages = store()
    let version = 1
    const product = async () => page(`product v${version}`, ["prod_1"])
    const news = async () => page(`news v${version}`, ["news"])
    await pages.serve("http://shop/products/prod_1", product)
    await pages.serve("http://shop/news", news)
    version = 2
    pages.forget(["prod_1"])
    expect(html(await pages.serve("http://shop/products/prod_1", product))).toBe("product v2")
    expect(html(await pages.serve("http://shop/news", news))).toBe("news v1")
    pages.forget("all")
    expect(html(await pages.serve("http://shop/news", news))).toBe("news v2")
  })

  it("does not keep a render that began before an invalidation of its tags", async () => {
    const pages = store()
    const slow = gate(() => page("price 100", ["prod_1"]))
    const first = pages.serve("http://shop/products/prod_1", slow.render)
    pages.forget(["prod_1"])
    slow.release()
    expect(html(await first)).toBe("price 100")
    const next = await pages.serve("http://shop/products/prod_1", async () => page("price 90", ["prod_1"]))
    expect(html(next)).toBe("price 90")
  })

  it("keeps a page rendered just after a change to it only as a fallback: a backend server may not have heard of the change yet", async () => {
    const pages = store()
    let renders = 0
    const render = async () => page(`v${++renders}`, ["news"])
    await pages.serve("http://shop/news", render)
    pages.forget(["news"])
    expect((await pages.serve("http://shop/news", render)).state).toBe("MISS")
    expect((await pages.serve("http://shop/news", render)).state).toBe("MISS")
    await new Promise((resolve) => setTimeout(resolve, 300))
    await pages.serve("http://shop/news", render)
    const settled = await pages.serve("http://shop/news", render)
    expect([html(settled), settled.state]).toEqual([`v${renders}`, "HIT"])
    // Meanwhile a failing backend still gets the page rendered after the change.
    pages.forget(["news"])
    expect(html(await pages.serve("http://shop/news", async () => failed()))).toBe(`v${renders}`)
  })

  it("gives a visitor who arrives after a change a render begun after it, not the one under way", async () => {
    const pages = store()
    const before = gate(() => page("price 100", ["prod_1"]))
    const first = pages.serve("http://shop/products/prod_1", before.render)
    pages.forget(["prod_1"])
    const after = pages.serve("http://shop/products/prod_1", async () => page("price 90", ["prod_1"]))
    before.release()
    expect(html(await first)).toBe("price 100")
    expect(html(await after)).toBe("price 90")
  })

  it("does not keep a render begun while it did not hear the backend's changes", async () => {
    const pages = new PageStore({ maxBytes: 1024 * 1024, freshMs: 60_000 })
    const slow = gate(() => page("read while deaf", ["catalogue"]))
    const first = pages.serve("http://shop/", slow.render)
    pages.setActive(true)
    slow.release()
    await first
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await pages.serve("http://shop/", async () => page("heard", ["catalogue"]))).state).toBe("MISS")
  })

  it("serves the last good page when the backend fails while it is rendered again, and keeps no error", async () => {
    const pages = store()
    await pages.serve("http://shop/", async () => page("home v1", ["catalogue"]))
    pages.forget(["catalogue"])
    const during = await pages.serve("http://shop/", async () => failed())
    expect(html(during)).toBe("home v1")
    expect(during.state).toBe("STALE")
    // A page never kept has nothing better to show than the error state, which is not kept either.
    expect(html(await pages.serve("http://shop/news", async () => failed()))).toBe("error state")
    const after = await pages.serve("http://shop/news", async () => page("news", ["news"]))
    expect([html(after), after.state]).toEqual(["news", "MISS"])
  })

  it("drops a kept page whose address is no longer a page for everyone (a withdrawn product: 404)", async () => {
    const pages = store()
    await pages.serve("http://shop/products/prod_1", async () => page("bike", ["prod_1"]))
    pages.forget(["prod_1"])
    expect(html(await pages.serve("http://shop/products/prod_1", async () => notFound()))).toBe("no such page")
    expect(html(await pages.serve("http://shop/products/prod_1", async () => failed()))).toBe("error state")
  })

  it("serves a page past its freshness at once while one render replaces it", async () => {
    const pages = store({ freshMs: 0 })
    await pages.serve("http://shop/", async () => page("v1", ["catalogue"]))
    const next = gate(() => page("v2", ["catalogue"]))
    const stale = await pages.serve("http://shop/", next.render)
    expect([html(stale), stale.state]).toEqual(["v1", "STALE"])
    await pages.serve("http://shop/", next.render)
    expect(next.counter.runs).toBe(1)
    next.release()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(html(await pages.serve("http://shop/", next.render))).toBe("v2")
  })

  it("keeps nothing while it does not hear the backend's changes", async () => {
    const pages = new PageStore({ maxBytes: 1024 * 1024, freshMs: 60_000 })
    let renders = 0
    const render = async () => page(`v${++renders}`, ["catalogue"])
    expect((await pages.serve("http://shop/", render)).state).toBe("BYPASS")
    expect(html(await pages.serve("http://shop/", render))).toBe("v2")
    pages.setActive(true)
    await pages.serve("http://shop/", render)
    pages.setActive(false)
    expect(html(await pages.serve("http://shop/", render))).toBe("v4")
  })

  it("holds no more than its memory: the least recently used pages go first", async () => {
    const pages = store({ maxBytes: 64 * 1024 })
    const big = (name: string) => async () => page(name.padEnd(10 * 1024, "."), [name])
    for (let index = 0; index < 20; index++) await pages.serve(`http://shop/products/${index}`, big(`p${index}`))
    expect(pages.size.bytes).toBeLessThanOrEqual(64 * 1024)
    expect(pages.size.pages).toBeLessThan(20)
    expect((await pages.serve("http://shop/products/19", big("p19"))).state).toBe("HIT")
    expect((await pages.serve("http://shop/products/0", big("p0"))).state).toBe("MISS")
  })
})
