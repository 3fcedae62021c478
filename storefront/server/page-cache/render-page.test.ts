// @vitest-environment node
import { createHash } from "node:crypto"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { data, redirect } from "react-router"
import type { PageCacheRule } from "../../src/lib/page-cache"
import type { RenderResult } from "./page-store"
import { visitorRenderer } from "./render-page"
import { failedRead, read, testBuild, type TestRoute } from "./shop-build.testing"

const SHARED: PageCacheRule = { params: [] }

/** Renders one page of a shop whose only route is `route`, at `/page`. */
async function rendered(route: Omit<TestRoute, "path">, rule: PageCacheRule = SHARED, url = "http://shop.test/page"): Promise<RenderResult> {
  const render = visitorRenderer(testBuild({ page: { path: "page", pageCache: rule, ...route } }), { dashboardUrl: "http://admin.test" })
  return render(new URL(url), rule)
}
const bodyOf = (result: RenderResult) => (result.kind === "page" ? result.page.bodies.identity : result.response.body).toString("utf8")

describe("rendering a page for visitors", () => {
  it("keeps a page whose every read was a tagged public answer, with those tags, compressed once each way", async () => {
    const result = await rendered({
      loader: () => {
        read("news")
        read("prod_2,catalogue")
        return "Eid news"
      },
    })
    expect(result.kind).toBe("page")
    if (result.kind !== "page") return
    const { page } = result
    expect(page.tags).toEqual(["catalogue", "news", "prod_2"])
    expect(page.headers).toEqual({ "content-type": "text/html; charset=utf-8" })
    expect(page.bodies.identity.toString()).toContain("<main>Eid news</main>")
    expect(brotliDecompressSync(page.bodies.br).equals(page.bodies.identity)).toBe(true)
    expect(gunzipSync(page.bodies.gzip).equals(page.bodies.identity)).toBe(true)
    expect(page.etag).toMatch(/^W\/"[\w-]+"$/)
  })

  it("gives a page a weak ETag of its own body, so a changed page never answers 304 to an old copy", async () => {
    const page = (text: string) => rendered({ loader: () => (read("news"), text) })
    const [first, other] = await Promise.all([page("price 100"), page("price 90")])
    if (first.kind !== "page" || other.kind !== "page") throw new Error("both pages should be kept")
    expect(first.page.etag).toBe(`W/"${createHash("sha1").update(first.page.bodies.identity).digest("base64url")}"`)
    expect(first.page.etag).not.toBe(other.page.etag)
  })

  it("lets the page's Content-Security-Policy name only the scripts React Router wrote for this render", async () => {
    const result = await rendered({ loader: () => (read("news"), '<script>alert("from a description")</script>') })
    expect(result.kind === "page" && result.page.scriptHashes).toHaveLength(1)
  })

  it("renders from the address alone: nothing of the visitor's request reaches the page", async () => {
    let seen: Record<string, string> = {}
    await rendered({
      loader: ({ request }) => {
        seen = Object.fromEntries(request.headers)
        read("news")
        return "page"
      },
    })
    expect(seen).toEqual({ accept: "text/html,application/xhtml+xml" })
  })

  it("does not keep a page that sets a cookie, and keeps no Set-Cookie for anyone", async () => {
    const result = await rendered({
      loader: () => {
        read("news")
        return data("page", { headers: { "set-cookie": "cart=cart_1; Path=/; HttpOnly" } })
      },
      headers: ({ loaderHeaders }) => loaderHeaders,
    })
    expect(result.kind).toBe("other")
    expect(result.kind !== "page" && result.response.headers).not.toHaveProperty("set-cookie")
  })

  it("keeps only the headers a page needs, never the render's own (caching, cookies, powered-by)", async () => {
    const result = await rendered({
      loader: () => (read("news"), "page"),
      headers: () => ({ link: "</assets/a.css>; rel=preload", "cache-control": "private, max-age=99", "x-powered-by": "Express", "x-request-id": "abc" }),
    })
    expect(result.kind === "page" && result.page.headers).toEqual({ "content-type": "text/html; charset=utf-8", link: "</assets/a.css>; rel=preload" })
  })

  it("does not keep a page with a read that was not a tagged public answer: no change could forget it", async () => {
    const result = await rendered({ loader: () => (read("news"), read(null), "mixed") })
    expect(result.kind).toBe("other")
    expect(bodyOf(result)).toContain("mixed")
  })

  it("keeps a page that read nothing only when its route says it reads nothing", async () => {
    expect((await rendered({ loader: () => "robots" }, { params: [], readsNothing: true })).kind).toBe("page")
    expect((await rendered({ loader: () => "static" })).kind).toBe("other")
  })

  it.each([
    ["a 404", 404, "other"],
    ["a 400", 400, "other"],
    ["a 503", 503, "failed"],
  ] as const)("sends %s without keeping it", async (_name, status, kind) => {
    const result = await rendered({
      loader: () => {
        read("catalogue")
        throw data("no such page", { status })
      },
    })
    expect(result.kind).toBe(kind)
    expect(result.kind !== "page" && result.response.status).toBe(status)
  })

  it("treats a render during which the backend failed as failed, even when the page answered 200", async () => {
    const result = await rendered({ loader: () => (read("news"), failedRead(), "error state") })
    expect(result.kind).toBe("failed")
    expect(result.kind !== "page" && result.response.status).toBe(200)
  })

  it("does not keep a redirect, but keeps where it leads", async () => {
    const result = await rendered({
      loader: () => {
        read("catalogue")
        throw redirect("/shop", 301)
      },
    })
    expect(result.kind).toBe("other")
    expect(result.kind !== "page" && result.response).toMatchObject({ status: 301, headers: { location: "/shop" } })
  })

  it("does not keep an answer that is not a page (JSON)", async () => {
    const result = await rendered({ loader: () => (read("news"), "page"), headers: () => ({ "content-type": "application/json" }) })
    expect(result.kind).toBe("other")
  })

  it("renders a Bangla address in Bangla: the same route under /bn", async () => {
    const result = await rendered({ loader: ({ request }) => (read("news"), new URL(request.url).pathname) }, SHARED, "http://shop.test/bn/page")
    expect(result.kind).toBe("page")
    expect(bodyOf(result)).toContain("<main>/bn/page</main>")
  })
})
